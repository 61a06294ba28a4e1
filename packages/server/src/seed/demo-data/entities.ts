/** The demo's entities (landmarks, people, things a story can be about), inserted in this order. */
export const ENTITIES: { title: string; description: string }[] = [
  {
    title: 'Taipei 101',
    description: 'The bamboo-shaped tower that was the world’s tallest from 2004 to 2010.',
  },
  {
    title: 'Borobudur',
    description: 'The ninth-century Buddhist temple in Central Java, the largest in the world.',
  },
  { title: 'The Bund', description: 'Shanghai’s riverside promenade of banks and trading houses.' },
  {
    title: 'Ada Lovelace',
    description: 'The mathematician who wrote the first published computer program, in 1843.',
  },
  { title: 'Gamelan', description: 'The bronze percussion ensembles of Java and Bali.' },
  { title: 'Oolong Tea', description: 'Partly oxidised tea, the pride of Taiwan’s mountain farms.' },
  { title: 'Rendang', description: 'The slow-cooked spiced beef of West Sumatra.' },
  { title: 'London Underground', description: 'The world’s oldest underground railway, opened in 1863.' },
];
