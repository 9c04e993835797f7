// What generated reviews are written from: sentences per feature and tone,
// titles, names, the special cases (markup, other scripts, long stories,
// brand responses, syndication sources). Plain data, no logic. Sentences
// mention their feature in words reviews/features.ts finds; openers, closers
// and stories mention none, so chips count what a review is about.
import type { ReviewSecondaryRating } from '@storefront/shared-contracts';
import { SECONDARY_WORDS } from './labels';

export type Tone = 'good' | 'mixed' | 'bad';
type Sentences = Record<Tone, readonly string[]>;

export const SENTENCES: Record<string, Sentences> = {
  fit: {
    good: ['The fit is perfect and really flattering.', 'It fits beautifully and feels made for me.'],
    mixed: ['The fit is fine but a little loose around the waist.'],
    bad: ['The fit was all wrong for me and it came up very small.', 'It does not fit well at all.'],
  },
  size: {
    good: ['I took my usual size and it was spot on.', 'Sizing is accurate, order your normal size.'],
    mixed: ['I would size down, it runs slightly large.'],
    bad: ['The sizing is way off, I needed two sizes bigger.'],
  },
  color: {
    good: ['The colour is gorgeous and exactly like the photos.', 'Lovely rich colour that goes with everything.'],
    mixed: ['The colour is a bit darker than it looks online.'],
    bad: ['The colour looked nothing like the picture.'],
  },
  quality: {
    good: ['The quality is excellent for the money.', 'Great quality, it feels well made.'],
    mixed: ['Quality is okay but not amazing.'],
    bad: ['Poor quality, not what I expected from this brand.', 'The quality is really disappointing.'],
  },
  material: {
    good: ['The material is soft and feels lovely.', 'Beautiful fabric that hangs really well.'],
    mixed: ['The fabric is thinner than I expected.'],
    bad: ['The material feels cheap and scratchy.'],
  },
  comfort: {
    good: ['So comfortable I could wear it all day.', 'Really comfy, even after a long day.'],
    mixed: ['Comfortable enough, but not for long days.'],
    bad: ['Not comfortable at all, I could not wait to take it off.'],
  },
  length: {
    good: ['The length is just right, even for someone tall.'],
    mixed: ['The length is a little long on me as I am petite.'],
    bad: ['The length is all wrong, it is far too short.'],
  },
  price: {
    good: ['Great price for what you get.', 'Worth every penny at this price.'],
    mixed: ['The price is a bit high, I would wait for a sale.'],
    bad: ['Not worth the price at all.'],
  },
  shade: {
    good: ['The shade match is perfect for my skin tone.', 'Lovely range of shades, I found my match easily.'],
    mixed: ['The shade is slightly more orange than I hoped.'],
    bad: ['The shade was completely wrong and looked grey on me.'],
  },
  coverage: {
    good: ['Buildable coverage that still looks natural.', 'Great coverage, it hides redness really well.'],
    mixed: ['Coverage is lighter than described.'],
    bad: ['Barely any coverage, I needed three layers.'],
  },
  texture: {
    good: ['The texture is light and blends like a dream.', 'Silky texture that sinks in quickly.'],
    mixed: ['The texture is a little sticky at first.'],
    bad: ['Horrible texture, it went patchy within an hour.'],
  },
  scent: {
    good: ['The scent is subtle and fresh.'],
    mixed: ['The scent is quite strong but fades quickly.'],
    bad: ['The smell is overpowering and gave me a headache.'],
  },
  finish: {
    good: ['Gorgeous finish that lasts all day.'],
    mixed: ['The finish is more matte than I like.'],
    bad: ['The finish looked cakey and dry.'],
  },
};

/** Home products speak of size and material differently. */
const HOME_SENTENCES: Record<string, Sentences> = {
  size: {
    good: ['The size is perfect for my living room.'],
    mixed: ['Slightly smaller in size than I expected.'],
    bad: ['The size is much smaller than the photos suggest.'],
  },
  material: {
    good: ['The material feels sturdy and well made.'],
    mixed: ['The material marks more easily than I would like.'],
    bad: ['The material chipped within a week.'],
  },
};

/** A secondary rating's definition: the generated values and the averages use it. */
export type SecondaryDef = Omit<ReviewSecondaryRating, 'rating'> & { around: 'rating' | 'middle' };

/** Stored with the English words; answered in the shopper's (labels.ts). */
const SECONDARY: Record<keyof typeof SECONDARY_WORDS, SecondaryDef> = {
  fit: { ...SECONDARY_WORDS.fit['en-GB'], ratingRange: 5, around: 'middle' },
  quality: { ...SECONDARY_WORDS.quality['en-GB'], ratingRange: 5, around: 'rating' },
  comfort: { ...SECONDARY_WORDS.comfort['en-GB'], ratingRange: 5, around: 'rating' },
  value: { ...SECONDARY_WORDS.value['en-GB'], ratingRange: 5, around: 'rating' },
};

/** What a kind of product is reviewed for: features (with how often they come up) and secondary ratings. */
export interface ReviewProfile {
  features: ReadonlyArray<readonly [string, number]>;
  sentences: Record<string, Sentences>;
  secondary: readonly SecondaryDef[];
}

const fashionFeatures = [['fit', 5], ['size', 4], ['color', 3], ['quality', 3], ['material', 2], ['comfort', 2], ['length', 1], ['price', 1]] as const;

export const PROFILES = {
  fashion: { features: fashionFeatures, sentences: SENTENCES, secondary: [SECONDARY.fit, SECONDARY.quality, SECONDARY.comfort] },
  shoes: {
    features: fashionFeatures.filter(([feature]) => feature !== 'length'),
    sentences: SENTENCES,
    secondary: [SECONDARY.fit, SECONDARY.quality, SECONDARY.comfort],
  },
  base: {
    features: [['shade', 5], ['coverage', 4], ['texture', 3], ['finish', 2], ['quality', 2], ['price', 1]],
    sentences: SENTENCES,
    secondary: [SECONDARY.quality, SECONDARY.value],
  },
  lips: {
    features: [['shade', 4], ['color', 3], ['texture', 3], ['finish', 3], ['quality', 2], ['price', 1]],
    sentences: SENTENCES,
    secondary: [SECONDARY.quality, SECONDARY.value],
  },
  care: {
    features: [['texture', 4], ['scent', 4], ['quality', 3], ['price', 2]],
    sentences: SENTENCES,
    secondary: [SECONDARY.quality, SECONDARY.value],
  },
  home: {
    features: [['color', 4], ['quality', 4], ['size', 3], ['material', 2], ['price', 2]],
    sentences: { ...SENTENCES, ...HOME_SENTENCES },
    secondary: [SECONDARY.quality, SECONDARY.value],
  },
} satisfies Record<string, ReviewProfile>;

export const OPENERS: Sentences = {
  good: ['Really pleased with this purchase.', 'Exactly what I was looking for.', 'This is the second one I have bought.', 'Absolutely love it!'],
  mixed: ['It is okay, but not perfect.', 'Some good points and some bad.', 'Not sure how I feel about this one.'],
  bad: ['Really disappointed with this.', 'Sadly this is going back.', 'I wanted to love it but I do not.'],
};

export const CLOSERS: Sentences = {
  good: ['Would definitely recommend.', 'Already planning to buy another.', 'Five stars from me.'],
  mixed: ['Might keep it, not sure yet.', 'Fine, but I expected more.'],
  bad: ['Would not buy again.', 'Returned it the same week.'],
};

/** Titles by rating, 1 to 5. */
export const TITLES: Record<number, readonly string[]> = {
  5: ['Absolutely love it', 'Perfect', 'My new favourite', 'Could not be happier', 'Brilliant buy'],
  4: ['Really good', 'Very happy', 'Lovely, nearly perfect', 'Great buy'],
  3: ['It is okay', 'Average', 'Mixed feelings', 'Not bad'],
  2: ['Not for me', 'Disappointed', 'Expected better'],
  1: ['Awful', 'Very disappointed', 'Do not buy', 'Waste of money'],
};

/** Long reviews tell a story around their features (no feature words here). */
export const STORY: readonly string[] = [
  'I ordered this a few weeks before a family wedding and wanted something I could use again afterwards, so I spent a long time reading reviews before choosing.',
  'Delivery was quick and it arrived well packed, with a handwritten note that made me smile.',
  'The first time I tried it I was in a rush and did not give it a fair chance, so I waited for a quiet weekend and tried again properly.',
  'My sister borrowed it for a weekend away and came back asking where she could get one for herself.',
  'I have since used it for work, for a dinner with friends and for a long day out in town, and it held up to all of them.',
  'Customer service answered my question about care within a day, which I really appreciated.',
  'Before this I had tried three similar products from other shops and returned every one of them.',
  'I will update this review after a few more months of use, but so far I am glad I took the chance.',
];

/** Markup typed into reviews: kept as it was written and shown as text, never run. */
export const MARKUP: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: '<b>Best buy</b> this year',
    text: '<b>Love it!</b> Honestly the best thing I bought this year. <script>alert("review")</script> Would buy again & again.',
  },
  {
    title: 'Five stars <i>at least</i>',
    text: 'Five stars <i>at least</i> <img src=x onerror="alert(1)"> and a <a href="https://example.com">link</a> for good measure.',
  },
];

/** Reviews in other scripts; `good` for ratings of 3 and more. */
export const OTHER_SCRIPTS: ReadonlyArray<Record<'good' | 'bad', { title: string; text: string; username: string; userLocation: string }>> = [
  {
    good: { title: 'とても気に入りました', text: 'サイズはぴったりで、生地の質もとても良いです。色も写真どおりでした。また買いたいと思います。', username: 'さくら', userLocation: '東京' },
    bad: { title: '残念でした', text: '写真と色がかなり違いました。品質もあまり良くありません。返品しました。', username: 'ゆうき', userLocation: '大阪' },
  },
  {
    good: { title: 'رائع جداً', text: 'المنتج رائع والجودة ممتازة. وصل بسرعة وأنصح به بشدة.', username: 'مريم', userLocation: 'دبي' },
    bad: { title: 'مخيب للآمال', text: 'الجودة أقل من المتوقع واللون مختلف عن الصورة.', username: 'أحمد', userLocation: 'الرياض' },
  },
  {
    good: { title: 'Εξαιρετικό', text: 'Πολύ καλή ποιότητα και υπέροχο χρώμα. Το προτείνω ανεπιφύλακτα.', username: 'Ελένη', userLocation: 'Αθήνα' },
    bad: { title: 'Απογοήτευση', text: 'Η ποιότητα δεν είναι καλή και το χρώμα διαφέρει από τη φωτογραφία.', username: 'Νίκος', userLocation: 'Θεσσαλονίκη' },
  },
];

export const USERNAMES: readonly string[] = [
  'Sarah', 'Jess_M', 'Emma W', 'Priya', 'Olivia', 'Chloe', 'Hannah88', 'Tom', 'James R', 'Aisha', 'Zoe', 'Laura', 'Megan',
  'Amelia', 'Grace', 'Lucy', 'Niamh', 'Sophie', 'Ben', 'Daniel', 'Fatima', 'Rachel', 'Katie', 'Mark', 'Ellie', 'Jade',
  'Holly', 'Ruth', 'Siobhan', 'Anna',
];

export const LOCATIONS: readonly string[] = [
  'London', 'Manchester', 'Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Belfast', 'Dublin', 'Edinburgh', 'Brighton', 'Cork',
  'Norwich', 'York', 'Liverpool', 'Newcastle',
];

/** Brand responses; `{name}` is the reviewer's name. The last good one is longer than 250 characters (inline truncation). */
export const RESPONSES: Record<'good' | 'bad', readonly string[]> = {
  good: [
    'Hi {name}, thank you so much for your lovely review. We are thrilled you are happy with your purchase!',
    'Hi {name}, thank you for taking the time to tell us about your purchase. Our designers read every review, and it is wonderful to hear that this one has become a favourite. We hope you enjoy wearing and using it for many seasons to come, and we look forward to seeing you again soon.',
  ],
  bad: [
    'Hi {name}, we are sorry to hear this was not right for you. Please contact our customer care team so we can help with a return or exchange.',
  ],
};

export const PHOTO_CAPTIONS: readonly string[] = ['My photo', 'In natural light', 'Close up', 'Just arrived'];
