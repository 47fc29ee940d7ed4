// The team (spec sections 2, 3 and 9): three fixed people, two sellers and one administrator, each
// with a per-person WhatsApp link. Used on the home page and on /contacto.
import { Phone } from 'lucide-react';
import { ENQUIRY_MESSAGE, whatsappLink } from '../../../domain/messaging';
import { TEAM_STAGGER_S, entranceDelay } from '../../../domain/ui';
import { WhatsAppIcon } from '~/components/icons';
import { MessagingLink } from '~/components/messaging-link';

export interface TeamMember {
  name: string;
  role: 'Vendedor' | 'Administrador';
  /** As shown: '343 555-1201'. */
  phone: string;
  /** International digits for wa.me: '5493435551201'. */
  phoneRaw: string;
  /** 400x400 portrait under public/. */
  image: string;
}

export const TEAM: readonly TeamMember[] = [
  { name: 'Maximiliano Herrera', role: 'Vendedor', phone: '343 555-1201', phoneRaw: '5493435551201', image: '/equipo/1.webp' },
  { name: 'Florencia Ríos', role: 'Vendedor', phone: '343 555-1202', phoneRaw: '5493435551202', image: '/equipo/2.webp' },
  { name: 'Pablo Zapata', role: 'Administrador', phone: '343 555-1203', phoneRaw: '5493435551203', image: '/equipo/3.webp' },
];

/** Spec 9: 0.1 s between cards. */
export const TEAM_STAGGER_SECONDS = TEAM_STAGGER_S;

interface TeamCardProps {
  member: TeamMember;
  index?: number;
  /** Called with the person's number when their chat link is used (spec 7). */
  onContact?: (phoneRaw: string) => void;
}

export function TeamCard({ member, index = 0, onContact }: TeamCardProps) {
  return (
    <article
      className="flex animate-card-in items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-col sm:p-6 sm:text-center"
      style={{ animationDelay: `${entranceDelay(index, TEAM_STAGGER_SECONDS)}s` }}
      data-testid="tarjeta-equipo"
    >
      <img
        src={member.image}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className="h-20 w-20 shrink-0 rounded-full bg-stone-100 object-cover sm:h-28 sm:w-28"
      />
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
  onContact?: (phoneRaw: string) => void;
  /** Heading text; 'Nuestro equipo' unless the page says otherwise. */
  title?: string;
  /** Heading level: h2 on the home page, h3 inside another section. */
  headingLevel?: 'h2' | 'h3';
  id?: string;
  className?: string;
}

export function TeamSection({ onContact, title = 'Nuestro equipo', headingLevel = 'h2', id = 'equipo', className = '' }: TeamSectionProps) {
  const Heading = headingLevel;
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className="text-2xl font-bold text-stone-900 sm:text-3xl">
        {title}
      </Heading>
      <p className="mt-2 text-stone-700">Atención personalizada por WhatsApp con cada integrante del equipo.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TEAM.map((member, i) => (
          <TeamCard key={member.phoneRaw} member={member} index={i} onContact={onContact} />
        ))}
      </div>
    </section>
  );
}
