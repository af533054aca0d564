// How an answer is written, apart from what it says: a list of keywords rather than sentences, the
// specific detail of a story, generic claims and padding. Works on the raw answer text.

/** Verbs and function words that make a string of terms a sentence. */
const SENTENCE_GLUE =
  /\b(is|are|was|were|be|been|has|have|had|do|does|did|will|would|can|could|should|goes|go|went|gives?|gave|means|get|gets|got|takes?|took|makes?|made|falls?|fell|rises?|rose|so|because|which|then|that|this|it|we|i|you|they|if|when|to|of|the|a|an)\b/g;

/**
 * Terms strung together with commas and no sentences ("EBITDA, capex, working capital, FCF"): at least
 * four short comma-separated items and hardly any verbs or function words.
 */
export function isKeywordList(raw: string): boolean {
  if (isFramedList(raw) || isAnnouncedList(raw)) return true;
  const items = raw
    .split(/[,;\n•·]|\s[-–—]\s|[.!?](?=\s|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length < 4) return false;
  // Notation that relates its terms ("DCF, comps → a fairness range", "financing committed? antitrust?") has direction: shorthand, not a list.
  if (ARROW.test(raw) || (raw.match(/\?/g)?.length ?? 0) >= 2) return false;
  // Lines of working in shorthand ("EBIT -10, tax -4, NI -6"): most items carry a figure of their own.
  if (items.filter((item) => /\d/.test(item)).length >= Math.max(4, WORKING_SHARE * items.length)) return false;
  const words = raw.split(/\s+/).filter(Boolean).length;
  const averageItem = words / items.length;
  // Acronyms are terms, not glue: "IT" and "W&I" hold no pronoun.
  const glue = raw.replace(ACRONYMS, ' ').toLowerCase().match(SENTENCE_GLUE)?.length ?? 0;
  // Terms separated by full stops ("Comps. Precedents. DCF.") are still terms; a sentence of five words or more is not.
  // A sentence of terms split by commas or dashes ("SaaS target, recurring revenue, high margins.") is a list too.
  const sentence = raw
    .split(/[.!?](?=\s|$)/)
    .some((s) => s.trim().split(/\s+/).length >= 5 && s.split(/[,;:]|\s[-–—]\s/).some((item) => item.trim().split(/\s+/).length >= PROSE_ITEM_WORDS));
  return (averageItem <= 4.5 && glue / words < 0.12 && !(sentence && /[.!?]\s+(?:[A-Z]|\d+[).] )/.test(raw))) || isFragmentList(items);
}

/** An arrow between terms: one leads to the other. */
const ARROW = /→|->|=>|⇒/;

/** Terms in capitals ("IT", "ESG", "W&I", "M&A"). */
const ACRONYMS = /\b[A-Z][A-Z&]*[A-Z]\b/g;

/** Share of items with a figure from which a list is shorthand working, not terms. */
const WORKING_SHARE = 0.8;

/** Saying what one would talk about instead of saying it ("I would mention …", "I'd cover …"). */
const ANNOUNCING =
  /^(?:(?:so|well|ok|okay),?\s+)?(?:i would|i'd|i will|i'll|i would want to|i'd want to|we should|you should|let me)\s+(?:mention|talk about|discuss|cover|consider|highlight|bring up|point out|focus on|list)\s+/i;

/**
 * Terms announced in one sentence ("I would mention A, B, C and D. These are all important."): four or
 * more items of a few words, at least half with no verb or pronoun, and next to nothing besides.
 */
export function isAnnouncedList(raw: string): boolean {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const total = words(raw);
  return raw
    .split(/(?<=[.!?])\s+|\n/)
    .map((s) => s.trim())
    .some((sentence) => {
      if (!ANNOUNCING.test(sentence) || sentence.includes('=')) return false;
      const parts = sentence.replace(/[.!?]+$/, '').replace(ANNOUNCING, '').split(/[,;]\s*/).map((x) => x.trim()).filter(Boolean);
      const last = (parts.pop() ?? '').replace(/^(and|or)\s+/, '');
      const items = [...parts, ...last.split(/\s+(?:and|or)\s+/)].map((x) => x.trim()).filter(Boolean);
      return (
        items.length >= FRAGMENT_ITEMS &&
        items.every((item) => words(item) <= FRAMED_TERM_WORDS) &&
        items.filter((item) => !STATEMENT_WORD.test(item)).length >= FRAMED_TERMS_SHARE * items.length &&
        total - words(sentence) <= ANNOUNCED_REST_WORDS
      );
    });
}

/** Words an announced list may have around it ("These are all important."). */
const ANNOUNCED_REST_WORDS = 8;

/**
 * Terms each dressed in the same frame ("It is important to consider X. It is important to consider Y."
 * or "X is key. Y is key."): with the frame taken away, a list.
 */
export function isFramedList(raw: string): boolean {
  const sentences = raw
    .split(/[.!?](?=\s|$)|\n/)
    .map((s) => s.trim().toLowerCase().replace(/[,;:]+$/, ''))
    .filter(Boolean)
    .map((s) => s.split(/\s+/));
  if (sentences.length < FRAMED_ITEMS) return false;
  const framed = (reversed: boolean) => {
    const words = sentences.map((w) => (reversed ? [...w].reverse() : w));
    // The longest run of opening words each sentence shares with at least two others.
    const rests = words.map((w, i) => {
      let best = 0;
      for (let n = FRAME_WORDS; n < w.length; n++) {
        const frame = w.slice(0, n).join(' ');
        if (words.filter((other, j) => j !== i && other.slice(0, n).join(' ') === frame).length >= FRAMED_ITEMS - 1) best = n;
        else break;
      }
      return best ? w.slice(best) : null;
    });
    const items = rests.filter((r): r is string[] => r !== null);
    const terms = items.filter((r) => !STATEMENT_WORD.test(r.join(' ')));
    return items.length >= FRAMED_ITEMS && items.length >= FRAMED_SHARE * sentences.length && items.every((r) => r.length <= FRAMED_TERM_WORDS) && terms.length >= FRAMED_TERMS_SHARE * items.length;
  };
  return framed(false) || framed(true);
}

/** A frame is at least this many words, shared by at least this many sentences, making up this share of the answer. */
const FRAME_WORDS = 2;
const FRAMED_ITEMS = 3;
const FRAMED_SHARE = 0.6;
/** What a frame holds: a term of a few words, most with no verb or pronoun of their own (figures of the term allowed). */
const FRAMED_TERM_WORDS = 7;
const FRAMED_TERMS_SHARE = 0.5;

/** What makes a short item a statement rather than a term: a common verb, a pronoun, a conjunction of clauses, a figure. */
const STATEMENT_WORD =
  /\b(is|are|was|were|be|been|being|has|have|had|do|does|did|will|would|can|could|should|must|may|might|goes|go|went|gives?|gave|means|get|gets|got|takes?|took|makes?|made|falls?|fell|rises?|rose|so|because|which|then|if|when|while|we|i|you|they|it|he|she|this|these|that)\b/i;
const STATEMENT = new RegExp(`${STATEMENT_WORD.source}|\\d`, 'i');

/** Items at most this long, none a statement: terms set out as sentences ("Inherent risk. Control risk. Detection risk."). */
const FRAGMENT_WORDS = 6;
const FRAGMENT_ITEMS = 4;

function isFragmentList(items: string[]): boolean {
  return items.length >= FRAGMENT_ITEMS && items.every((item) => item.split(/\s+/).length <= FRAGMENT_WORDS && !STATEMENT.test(item));
}

/** Words from which a comma-separated item reads as a clause rather than a term. */
const PROSE_ITEM_WORDS = 4;

const PAST_ACTION =
  /\b(i|we) (?:(?:once|then|also|later|eventually|first|finally|quickly|personally|actually|immediately|\w+ly) )?(\w+ed|built|led|made|took|ran|wrote|spoke|met|went|began|chose|brought|found|gave|sent|put|split|drew|sat|told|kept|did|got|set|spent|saw|learnt|thought|knew|became|won|lost|felt|heard|left|paid|read|sold|bought|taught|understood|rebuilt|rewrote)\b/g;
/** A sentence opened by a past-tense verb, the subject left out ("Went line by line and found…"). */
const OPENING_PAST_VERB = /(?:^|[.;!?]\s+)(went|told|found|spotted|fixed|emailed|called|rebuilt|posted|checked|traced|asked|sent|wrote|built|took|ran|\w+ed)\b/g;
const TIME_ANCHOR =
  /\b(last (year|summer|spring|autumn|winter|term|month|week)|in (19|20)\d\d|in (my )?(first|second|third|final|last) year|during (my|the|an|our) (internship|placement|summer|project|exams?|audit|deal|competition|first)|during my|on my (placement|internship)|at the (time|end)|(two|three|four|\d+) (days|weeks|months|years) (later|before|after)|the (night|day|week|morning) (before|after)|the next (day|morning|week)|(one|that) (day|evening|morning|week|friday|monday)|in (january|february|march|april|may|june|july|august|september|october|november|december))\b/g;
/** A lesson stated, in whatever words. */
const LESSON =
  /\b(i('ve| have)? (learned|learnt|realised|realized|understood)|taught me|the lesson|my lesson|lessons? learn\w*|the takeaway|what i took (away )?(from|out of)|i took away|i came away|key learning|lesson (for me|i took))\b/g;
/** A lesson that changed how the candidate works, not only one they say they learned. */
const LASTING =
  /\b(since then|ever since|now,? i|i now|i still|now,? whenever|whenever i|next (time|year|competition|project|term)|from then on|for the rest of|changed how i|i never|every time i|these days|nowadays|to this day|going forward|i always (now )?(check|ask|start|write|build|test|reconcile|flag|make sure)|i make sure|i('ve| have) (since|made it a (habit|rule))|(became|is now|it's now) (a |my )?(habit|rule|routine)|i then (suggested|added|built|introduced|set up)|(added|built|introduced|set up|wrote|created) (a|my|our) (own )?(check|control|checklist|reconciliation|template|process|review|rule))\b/g;
/** Vague quantities and hype, where a specific story gives a figure. */
const VAGUE = /\b(a lot|lots of|huge|massive|everyone|everybody|loads of|tons of|really|very)\b/g;
const OUTCOME =
  /\b(in the end|as a result|the result|ended up|we (won|reached|finished|raised|delivered|sold|saved|closed|hit|beat|passed|got)|i (got|received|passed|won|hit|beat)|it (worked|meant|showed|turned out)|(reached|made|won) the final|(was|were|got) (adopted|approved|accepted|published|promoted|offered|signed)|(client|partner|manager|team|committee) (accepted|agreed|signed|adopted|approved)|went out|corrected (it|the)|fixed (it|the))\b/g;

/** A name in the middle of a sentence (a firm, a deal, a place, a module). */
const PROPER_NOUN = /[a-z,;:]\s+(?!I\b|I')[A-Z][A-Za-z&]+/g;

export interface Specificity {
  /** 0–1: concrete detail (figures, names, dated events, first-person actions), saturating. */
  detail: number;
  /** The candidate says what they themselves did, in the past tense. */
  acted: boolean;
  /** A lesson is stated ("I learned", "the lesson"), or a change that lasted. */
  lesson: boolean;
  /** The lesson changed how the candidate works since ("since then", "now I"). */
  lasting: boolean;
  /** An outcome is stated. */
  outcome: boolean;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** How specific a story is: only this candidate could have told it. */
export function specificityOf(raw: string, numbers: number): Specificity {
  const lower = raw.toLowerCase().replace(/[‘’]/g, "'");
  const actions = count(lower, PAST_ACTION) + count(lower, OPENING_PAST_VERB);
  const points =
    Math.min(numbers, 4) + Math.min(count(raw, PROPER_NOUN), 3) + Math.min(actions, 4) + Math.min(count(lower, TIME_ANCHOR), 2) - count(lower, VAGUE);
  return {
    detail: Math.max(0, Math.min(1, points / SPECIFIC_POINTS)),
    acted: actions > 0,
    lesson: count(lower, LESSON) > 0 || count(lower, LASTING) > 0,
    lasting: count(lower, LASTING) > 0,
    outcome: count(lower, OUTCOME) > 0 || numbers > 0,
  };
}

/** Detail points at which a story counts as fully specific. */
const SPECIFIC_POINTS = 7;

/** Claims anyone could make: enthusiasm, clichés about oneself, praise of the industry. */
const GENERIC_CLAIM =
  /\b(passionate|passion for|always (loved|been (interested|fascinated))|love (a challenge|working with numbers)|hard[- ]?work(er|ing)|team player|highly motivated|very motivated|dynamic|exciting|prestigious|perfect (place|fit)|thrive|learn and grow|smart people|fast[- ]paced|people person|perfectionist|detail[- ]oriented|open to learning)\b/g;

/** Sentences about the question or the field rather than an answer to it. */
const PADDING =
  /\b(this is a (really |very )?(classic|great|good|important|common|interesting) question|(a |an )?(very |really |extremely )(important|fundamental|interesting) (concept|question|topic|thing)|one of the most (important|interesting)|every (analyst|auditor|banker|consultant|investor) (needs|has) to|it('s| is) (something|a concept) that|in today's|there are (a lot of|many) (factors|things)|at the end of the day|it depends on (many|a lot of) (things|factors)|(these|they) are all (very |really )?important|plays? an? (key|crucial|vital|central|important) role|(is|are) (absolutely |really )?(essential|crucial|vital) (for|to) (any|every|a good|success)|(is|are) the foundation of|can lead to (serious )?problems|(has|have) become (even )?more important|(is|are) (really |very )?important in (this|the|any) (industry|job|role|profession)|it's (really |very )?important to (understand|remember|note)|(that's|what) a (really |very )?(great|good|interesting|tough) question|as we all know|nobody is perfect|no one[- ]size[- ]fits[- ]all|holistic|the bigger picture|in the real world|things are (more|much more|very) complicated|(every|each) (deal|company|city|business|situation|case|firm|client|project|fund|person) is different|(is|are) (a |an )?(very |really |extremely )?(huge|big|major|hot) (problem|issue|topic|deal)|(is|are) (very|really|extremely|hugely|incredibly) (important|competitive|demanding|relevant|popular)|(spend|spends|spent) a lot of time on|(has|have) (grown|changed|evolved) (massively|a lot|enormously|hugely|so much)|there are (so )?many (different )?(ways|strategies|stakeholders|instruments|options|approaches|reasons)|what really matters|(is|are) (one of )?the (most|biggest) \w+ (parts?|tools?|topics?|areas?|skills?|risks?|decisions?) (in|of|for)|the essence of|at the core of|(a|the) (classic|common) (dilemma|question|debate)|(most|very|so|really) (demanding|rewarding|competitive|exciting|dynamic) (careers?|industry|industries|jobs?|fields?|roles?)|requires? (both |a combination of |a mix of )?(strong |good )?(analytical|communication|people|soft|technical|interpersonal) skills|(over|across|throughout) my (life|journey|studies|whole life)|(in|across|throughout) (each|every) (one|stage|experience|role|step)|a lot of (different )?(projects|situations|experiences|things|opportunities)|as [a-z]+ [a-z]+ (says|said|puts it)|(everyone|everybody) has (weaknesses|strengths|flaws)|what makes (a|someone) (good|great)|(shows?|says?) (a lot )?about (a|the) person|in a situation like this,? i would|(thank you|thanks),? (that's|for) (a|the|such)|(is|are) (really|very|extremely) (clear|tight) (about|in|on)|i (really |truly |strongly )?believe (that )?(growth|feedback|learning|hard work|teamwork|communication) is)\b|\b(teamwork|communication|networking|feedback|leadership|integrity|trust|resilience|curiosity|a growth mindset|attention to detail) (is|are) (absolutely |really |so |very |incredibly )?(fundamental|essential|key|crucial|vital|central|everything)\b|\b(is|are) something (that )?(everyone|everybody|we all)\b|\bi('ve| have) always believed\b|\bi see (mistakes|challenges|failures|feedback|setbacks|criticism) as\b|\b(is|are) an? (incredibly|extremely|very|really|hugely) \w+ (industry|field|profession|sector|career|business)\b|\bmore than the sum of (its|their) parts\b|\bthere have been (many|several|lots of) (times|occasions)\b|\boverall,? i('d| would) say\b|\bi'?m confident (that )?i('d| would| will) be\b|\b(hit the ground running|learning opportunit(y|ies)|growth mindset|well-rounded view)\b|\bgoing forward,? i('ll| will) (keep|continue)\b|\b(that's|what) a (really |very )?(great|good|nice) (place to start|way to start|starting point)\b|\b(is|are) (really |all |ultimately )?about (growth|learning|the journey|the impact|people|passion)\b|\b(step|stepping) (outside|out of) my comfort zone\b|\bat the heart of the (global )?(economy|financial system|markets?)\b|\bwhere (real|the real|true) (learning|growth) happens\b|\bthe story of (a person|my life|who i am)\b/;

/** Share of the answer's sentences that are padding (generic context, praise of the question). */
export function paddingShare(raw: string): number {
  const sentences = raw.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
  if (!sentences.length) return 0;
  return sentences.filter((s) => PADDING.test(s.toLowerCase())).length / sentences.length;
}

/** Generic claims in the answer. */
export function genericClaims(raw: string): number {
  return count(raw.toLowerCase(), GENERIC_CLAIM);
}
