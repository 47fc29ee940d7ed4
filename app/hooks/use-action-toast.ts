import { useEffect, useRef } from 'react';
import { useToast } from '../components/ui/toaster';

export interface ActionAnswer {
  ok: boolean;
  message: string;
}

/** Shows each new action answer once, as a success or an error toast. */
export function useActionToast(answer: ActionAnswer | undefined, successTitle: string, errorTitle = 'No se pudo guardar') {
  const toast = useToast();
  const seen = useRef<ActionAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    toast(
      answer.ok
        ? { title: successTitle, description: answer.message, variant: 'success' }
        : { title: errorTitle, description: answer.message, variant: 'destructive' },
    );
  }, [answer, successTitle, errorTitle, toast]);
}
