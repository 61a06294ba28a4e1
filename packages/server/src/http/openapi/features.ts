/**
 * The document's operation groups, one per feature (the routes' tags), in reading order, with SPEC §7's
 * group names where SPEC names the calls.
 */
export const FEATURES: { name: string; description: string }[] = [
  {
    name: 'accounts',
    description:
      "SPEC §7 'Account and session': sign-up, sign-in, two-factor, passwords, settings, sessions.",
  },
  {
    name: 'languages',
    description: "SPEC §7 'Languages and layout': interface and translation languages, message catalogues.",
  },
  {
    name: 'feeds',
    description:
      "SPEC §7 'Reading and notebooks' (location photo, featured locations): home, topic, location and activity feeds.",
  },
  { name: 'content', description: 'Stories, topics, entities and profiles as pages.' },
  {
    name: 'engagement',
    description:
      "SPEC §7 'Follow and autocomplete' (follow, unfollow) and 'Reading and notebooks' (read marks): votes, follows, reads.",
  },
  {
    name: 'notebooks',
    description: "SPEC §7 'Reading and notebooks': notebooks and the stories saved in them.",
  },
  { name: 'comments', description: 'Comment threads, replies and their pictures.' },
  {
    name: 'search',
    description:
      "SPEC §7 'Follow and autocomplete': topic, people, location and entity autocomplete; search.",
  },
  { name: 'sharing', description: "SPEC §7 'Reading and notebooks' (url/shorten): short links." },
  {
    name: 'notifications',
    description: "SPEC §7 'Customisation and notifications': a person's and a magazine's notifications.",
  },
  { name: 'achievements', description: 'Ranks and badges.' },
  { name: 'compose', description: 'The editor: drafts, publishing, previews.' },
  { name: 'editorial', description: 'Team publishing: submissions, review, revisions (magazine rights).' },
  {
    name: 'photos',
    description: "SPEC §7 'Image search': photo and GIF search, uploads, external pictures.",
  },
  {
    name: 'files',
    description: "SPEC §7 'Cover and focal point': pictures, covers and the image files themselves.",
  },
  { name: 'polls', description: 'Poll and votable-list votes.' },
  { name: 'quizzes', description: 'Quiz submissions and results.' },
  { name: 'live-qa', description: 'Live Q&A boards.' },
  { name: 'payments', description: 'Donations, premium unlocks, the payment provider’s webhook.' },
  {
    name: 'embed',
    description:
      'SPEC §1 the blog embed feed script, its public feed JSON (CORS), the oEmbed provider and the story card.',
  },
  { name: 'blogs', description: 'Blog submissions and publisher recommendations.' },
  {
    name: 'admin',
    description:
      'Reports and the admin console (SPEC §6 site rights): moderation queue, rights, people, topics, publishers, the newsletter, audit log.',
  },
  { name: 'newsletter', description: "SPEC §9 the weekly email's public side: how many readers get it." },
  {
    name: 'magazines',
    description:
      "SPEC §7 'Business' and 'Leave or close a business': magazines and businesses, their team, invitations, settings, plans, insights and open contribution.",
  },
  {
    name: 'customisation',
    description:
      "SPEC §7 'Customisation' and 'Languages and layout' (layout setting): customised page settings, tab management.",
  },
  {
    name: 'tutorials',
    description:
      "SPEC §4 'Tutorial and visit flags': a signed-in person's first-run tour steps and finished flags.",
  },
  { name: 'operations', description: 'Health and readiness.' },
  { name: 'dev', description: 'Development helpers (not served in production).' },
];
