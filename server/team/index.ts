// The team for the public pages' loaders, from the process's services.
import type { PublicTeam } from '../../domain/team';
import type { AppServices } from '../services';

export type { PublicTeam };

export function getPublicTeam(services: Pick<AppServices, 'team' | 'db' | 'config'>): Promise<PublicTeam | null> {
  return services.team.publicTeam(services.db, services.config.sampleContent);
}
