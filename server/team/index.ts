// The team for the public pages' loaders, from the parts of the process's services it reads.
import type { PublicTeam } from '#domain/team';
import type { Executor } from '../db/client';
import type { TeamCache } from './store';

export type { PublicTeam };

interface PublicTeamDeps {
  team: Pick<TeamCache, 'publicTeam'>;
  db: () => Promise<Executor>;
  config: { sampleContent: boolean };
}

export function getPublicTeam(services: PublicTeamDeps): Promise<PublicTeam | null> {
  return services.team.publicTeam(services.db, services.config.sampleContent);
}
