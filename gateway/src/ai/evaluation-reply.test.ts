import { readGrading } from './evaluation-reply';

describe('readGrading', () => {
  it('reads the JSON object the prompt asks for, also inside a code fence', () => {
    const json = '{"score": 36, "level": "strong", "feedback": "Well argued.", "suggestions": ["Quantify the synergies.", "Name a risk."]}';
    const expected = { score: 36, level: 'strong', feedback: 'Well argued.', suggestions: ['Quantify the synergies.', 'Name a risk.'] };
    expect(readGrading(json)).toEqual(expected);
    expect(readGrading(`\`\`\`json\n${json}\n\`\`\``)).toEqual(expected);
  });

  it('takes the level from the score bands, whatever the service said', () => {
    expect(readGrading('{"score": 12.6, "level": "strong", "feedback": "Thin."}')).toMatchObject({ score: 13, level: 'weak', suggestions: [] });
    expect(readGrading('{"score": -4, "feedback": "Off topic."}')).toMatchObject({ score: 0, level: 'none' });
  });

  it('refuses JSON without a score or feedback rather than reading its syntax as prose', () => {
    expect(readGrading('{"score": 30, "feedback": ""}')).toBeUndefined();
    expect(readGrading('{"rating": "good", "feedback": "Fine."}')).toBeUndefined();
    expect(readGrading('null')).toBeUndefined();
  });

  it('picks the values out of prose', () => {
    expect(readGrading('Overall score - 28 out of 50. The structure was clear. You skipped the tax shield!\nSuggestions: mention the tax shield; give a number')).toEqual({
      score: 28,
      level: 'medium',
      feedback: 'Overall score - 28 out of 50. The structure was clear. You skipped the tax shield!',
      suggestions: ['mention the tax shield', 'give a number'],
    });
  });

  it('finds nothing in prose without a score', () => {
    expect(readGrading('Great answer, well done.')).toBeUndefined();
    expect(readGrading('')).toBeUndefined();
  });
});
