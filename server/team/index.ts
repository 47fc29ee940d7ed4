// The process-wide team for the public pages' loaders.
import type { PublicTeam } from '../../domain/team';
import { getConfig } from '../config';
import { getDatabase } from '../db/client';
import { publicTeam } from './store';

export type { PublicTeam };

export function getPublicTeam(): Promise<PublicTeam | null> {
  return publicTeam(getDatabase, getConfig().sampleContent);
}
