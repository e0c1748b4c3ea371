import { Link, useParams } from 'react-router';
import { teamDetailsPath } from '../../../content/people';
import { PAGE_TITLES } from '../../../content/site-text';
import { TEAM_PROFILES, TEAM_TEXT, profileBySlug, yearsWithCompany } from '../../../content/team';
import type { TeamProfile } from '../../../content/types';
import { MailIcon } from '../../components/icons';
import { NotFoundNotice } from '../../components/not-found-notice';
import { PageBanner } from '../../components/page-banner';
import { useLoadWhenNear } from '../../components/use-load-when-near';
import { Picture } from '../../components/picture';
import { CheckList } from '../../components/check-list';
import './team-details-page.css';

const TEAM_CRUMBS = [{ label: PAGE_TITLES.team, to: '/team-1' }];
// The posts come with the blog's articles, which are large: loaded as the section nears.
const loadAuthorPosts = () => import('./author-posts');
const POSTS_MARGIN_PX = 400;

/** One team member's page; /team-details without a slug shows the first member. */
export default function TeamDetailsPage() {
  const { slug } = useParams();
  const member = slug === undefined ? TEAM_PROFILES[0] : profileBySlug(slug);
  if (!member) {
    return (
      <NotFoundNotice
        title={TEAM_TEXT.memberNotFound}
        text={TEAM_TEXT.memberNotFoundText}
        backTo="/team-1"
        backLabel={TEAM_TEXT.backToTeam}
        crumbs={TEAM_CRUMBS}
      />
    );
  }
  return <MemberDetails key={member.slug} member={member} />;
}

function MemberDetails({ member }: { member: TeamProfile }) {
  const years = yearsWithCompany(member, new Date());
  const others = TEAM_PROFILES.filter((other) => other.slug !== member.slug);
  return (
    <>
      <PageBanner title={member.name} crumbs={TEAM_CRUMBS} />
      <section className="section">
        <div className="container member">
          <Picture picture={member.src} className="member__portrait" load="high" />
          <div className="member__text">
            <p className="member__position">{member.position}</p>
            <dl className="member__facts">
              <div>
                <dt>{TEAM_TEXT.specialty}</dt>
                <dd>{member.specialty}</dd>
              </div>
              <div>
                <dt>{TEAM_TEXT.location}</dt>
                <dd>{member.location}</dd>
              </div>
              <div>
                <dt>{TEAM_TEXT.withUs}</dt>
                <dd>
                  {TEAM_TEXT.years(years)} ({TEAM_TEXT.since(member.joinedYear)})
                </dd>
              </div>
              <div>
                <dt>{TEAM_TEXT.email}</dt>
                <dd>
                  <a className="member__email" href={member.email.href}>
                    <MailIcon />
                    {member.email.display}
                  </a>
                </dd>
              </div>
            </dl>
            <h2>{TEAM_TEXT.about}</h2>
            <p>{member.bio}</p>
            <div className="member__lists">
              <div>
                <h2>{TEAM_TEXT.expertise}</h2>
                <CheckList items={member.expertise} />
              </div>
              <div>
                <h2>{TEAM_TEXT.languages}</h2>
                <ul className="member__languages">
                  {member.languages.map((language) => (
                    <li key={language}>{language}</li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </section>
      <AuthorPostsSection name={member.name} />
      <section className="section" aria-labelledby="member-team-heading">
        <div className="container">
          <h2 id="member-team-heading">{TEAM_TEXT.moreTeam}</h2>
          <ul className="member__others">
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={teamDetailsPath(other.name)}>{other.name}</Link>
                <span className="member__other-specialty">{other.specialty}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function AuthorPostsSection({ name }: { name: string }) {
  const [ref, posts] = useLoadWhenNear(loadAuthorPosts, POSTS_MARGIN_PX);
  return (
    <section className="section section--alt" aria-labelledby="member-posts-heading">
      <div className="container" ref={ref}>
        <h2 id="member-posts-heading">{TEAM_TEXT.postsBy(name)}</h2>
        <div className="member__posts" aria-busy={!posts}>
          {posts && <posts.AuthorPosts author={name} />}
        </div>
      </div>
    </section>
  );
}
