import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PAGE_TITLES } from '../../../content/site-text';
import { TEAM_PROFILES, TEAM_TEXT } from '../../../content/team';
import type { TeamProfile } from '../../../content/types';
import { MailIcon, PinIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { teamDetailsPath } from '../../../content/people';
import { Reveal } from '../../../ui/reveal/reveal';
import { firstSentence } from './first-sentence';
import { Picture } from '../../components/picture';
import './team-page.css';

type TeamLayout = 'grid' | 'list' | 'compact';

const LAYOUTS: Record<TeamLayout, ComponentType<{ member: TeamProfile }>> = {
  grid: GridCard,
  list: ListCard,
  compact: CompactCard,
};

function layoutOf(variant: string | undefined): TeamLayout {
  return variant === 'list' || variant === 'compact' ? variant : 'grid';
}

/**
 * The six team members in one of three layouts: portraits in a grid (/team-1), a list with each
 * one's specialty and the start of their bio (/team-2), or compact cards with where they work
 * and how to write to them (/team-3). Every card leads to the member's details page.
 */
export default function TeamPage({ variant }: { variant?: string }) {
  const layout = layoutOf(variant);
  const Card = LAYOUTS[layout];
  return (
    <>
      <PageBanner title={PAGE_TITLES.team} />
      <section className="section">
        <div className="container">
          <p className="section__intro team__intro">{TEAM_TEXT.intro}</p>
          <ul className={`team team--${layout}`}>
            {TEAM_PROFILES.map((member, index) => (
              <Reveal as="li" key={member.id} delay={index % 3} className="team__item">
                <Card member={member} />
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function Portrait({ member, size }: { member: TeamProfile; size?: number }) {
  return <Picture picture={member.src} className="team-card__portrait" width={size} />;
}

function Name({ member }: { member: TeamProfile }) {
  return (
    <h2 className="team-card__name">
      <Link to={teamDetailsPath(member.name)}>{member.name}</Link>
    </h2>
  );
}

function GridCard({ member }: { member: TeamProfile }) {
  return (
    <article className="team-card team-card--grid card">
      <Portrait member={member} />
      <div className="team-card__body">
        <Name member={member} />
        <p className="team-card__position">{member.position}</p>
      </div>
    </article>
  );
}

function ListCard({ member }: { member: TeamProfile }) {
  return (
    <article className="team-card team-card--list card">
      <Portrait member={member} size={160} />
      <div className="team-card__body">
        <Name member={member} />
        <p className="team-card__position">{member.position}</p>
        <p className="team-card__specialty">
          <span className="visually-hidden">{TEAM_TEXT.specialty}: </span>
          {member.specialty}
        </p>
        <p>{firstSentence(member.bio)}</p>
      </div>
    </article>
  );
}

function CompactCard({ member }: { member: TeamProfile }) {
  return (
    <article className="team-card team-card--compact card">
      <Portrait member={member} size={96} />
      <div className="team-card__body">
        <Name member={member} />
        <p className="team-card__position">{member.position}</p>
        <ul className="team-card__contact">
          <li>
            <PinIcon />
            <span className="visually-hidden">{TEAM_TEXT.location}: </span>
            {member.location}
          </li>
          <li>
            <MailIcon />
            <a href={member.email.href}>{member.email.display}</a>
          </li>
        </ul>
      </div>
    </article>
  );
}
