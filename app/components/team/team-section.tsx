// The team (docs/product.md §2, §3, §9): the sales people the staff enter in /admin/equipo-de-ventas,
// each with a per-person WhatsApp link. Used on the home page and on /contacto. The
// loader passes null when there is nobody to show: the section is then not rendered (never
// invented); the sample team of development comes marked 'Datos de ejemplo'.
import { ENQUIRY_MESSAGE, whatsappLink } from '#domain/messaging';
import type { PublicTeam, TeamMember } from '#domain/team';
import { TEAM_STAGGER_S, entranceDelay } from '#domain/ui';
import { initials } from '#domain/text';
import { Phone, WhatsAppIcon } from '../icons';
import { MessagingLink } from '../messaging-link';
import { RemotePhoto } from '../remote-photo';
import { SampleBadge } from './sample-badge';

/** docs/product.md §9: 0.1 s between cards. */
const TEAM_STAGGER_SECONDS = TEAM_STAGGER_S;

interface TeamCardProps {
  member: TeamMember;
  index?: number;
  /** Called with the person's number when their chat link is used (docs/product.md §7). */
  onContact?: (phoneRaw: string) => void;
}

function TeamCard({ member, index = 0, onContact }: TeamCardProps) {
  return (
    <article
      className="flex animate-card-in items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-col sm:p-6 sm:text-center"
      style={{ animationDelay: `${entranceDelay(index, TEAM_STAGGER_SECONDS)}s` }}
      data-testid="tarjeta-equipo"
    >
      {member.image ? (
        <RemotePhoto src={member.image} width={400} height={400} className="h-20 w-20 shrink-0 rounded-full bg-stone-100 object-cover sm:h-28 sm:w-28" />
      ) : (
        <span
          aria-hidden
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800 sm:h-28 sm:w-28"
        >
          {initials(member.name)}
        </span>
      )}
      <div className="min-w-0 sm:flex sm:flex-col sm:items-center">
        <h3 className="text-lg font-bold text-stone-900">{member.name}</h3>
        <p className="text-sm font-medium text-brand-700">{member.role}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-700 sm:mt-2">
          <Phone aria-hidden className="h-4 w-4" />
          <a href={`tel:+${member.phoneRaw}`} className="hover:underline">
            {member.phone}
          </a>
        </p>
        <MessagingLink
          href={whatsappLink(member.phoneRaw, ENQUIRY_MESSAGE)}
          onOpen={() => onContact?.(member.phoneRaw)}
          aria-label={`Escribir a ${member.name} por WhatsApp`}
          data-testid="whatsapp-equipo"
          className="mt-3 inline-flex items-center gap-2 rounded-lg bg-[#1f7a3f] px-4 py-2 text-sm font-semibold text-white hover:bg-[#17602f] sm:mt-4"
        >
          <WhatsAppIcon className="h-5 w-5" /> WhatsApp
        </MessagingLink>
      </div>
    </article>
  );
}

interface TeamSectionProps {
  /** From the loader (server/team/store.ts publicTeam); null: nobody to show, no section. */
  team: PublicTeam | null;
  onContact?: (phoneRaw: string) => void;
  /** Heading text; 'Nuestro equipo' unless the page says otherwise. */
  title?: string;
  /** Heading level: h2 on the home page, h3 inside another section. */
  headingLevel?: 'h2' | 'h3';
  id?: string;
  className?: string;
}

export function TeamSection({ team, onContact, title = 'Nuestro equipo', headingLevel = 'h2', id = 'equipo', className = '' }: TeamSectionProps) {
  if (!team || team.members.length === 0) return null;
  const Heading = headingLevel;
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className="text-2xl font-bold text-stone-900 sm:text-3xl">
        {title}
      </Heading>
      <p className="mt-2 text-stone-700">Atención personalizada por WhatsApp con cada integrante del equipo.</p>
      {team.sample ? <SampleBadge what="personas y números de prueba; cargá el equipo real en el panel (Equipo de ventas)" /> : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {team.members.map((member, i) => (
          <TeamCard key={member.id} member={member} index={i} onContact={onContact} />
        ))}
      </div>
    </section>
  );
}
