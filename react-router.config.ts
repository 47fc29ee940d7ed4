import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // Loaders and actions get a typed RouterContextProvider (server/context.ts): the process's
  // services reach routes through it instead of module globals (decision 0009).
  future: { v8_middleware: true },
} satisfies Config;
