import { describe, expect, it } from 'vitest';
import { CALCULATOR_GRADES, figureIn, readJob, workJob, writeJob } from './job';

const read = (query: string) => readJob(new URLSearchParams(query));

describe('the calculator’s job in the address', () => {
  it('takes each input from the query, the worked example for the rest', () => {
    expect(read('grade=isophthalic&temp=38&gel=25&area=12.5&thickness=4&process=spray-up')).toEqual(
      {
        grade: 'isophthalic',
        temp: '38',
        gel: '25',
        area: '12.5',
        thickness: '4',
        process: 'spray-up',
      },
    );
    expect(read('')).toEqual({
      grade: 'general-purpose-orthophthalic',
      temp: '30',
      gel: '15',
      area: '10',
      thickness: '3',
      process: 'hand-lay-up',
    });
  });

  it('takes no grade the calculator lacks, nor a process it does not know', () => {
    expect(read('grade=optical-fiber-rod&process=casting')).toMatchObject({
      grade: 'general-purpose-orthophthalic',
      process: 'hand-lay-up',
    });
    expect(CALCULATOR_GRADES.map((grade) => grade.id)).not.toContain('optical-fiber-rod');
    expect(CALCULATOR_GRADES).toHaveLength(8);
  });

  it('writes every input back, so the address is the whole job', () => {
    const job = read('grade=isophthalic-gelcoat&area=7');
    expect(writeJob(job)).toBe(
      'grade=isophthalic-gelcoat&temp=30&gel=15&area=7&thickness=3&process=hand-lay-up',
    );
    expect(read(writeJob(job))).toEqual(job);
  });

  it('keeps a figure only within its range', () => {
    const span = { min: 15, max: 45 };
    expect([figureIn('15', span), figureIn('45', span), figureIn('38.5', span)]).toEqual([
      15, 45, 38.5,
    ]);
    expect([figureIn('', span), figureIn('14.9', span), figureIn('abc', span)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('what a job comes to', () => {
  it('gives the cure and the laminate of a laminating resin', () => {
    // The worked example: orthophthalic at 30 °C wanting 15 min takes 1 % MEKP and 0.136 % Co,
    // and 10 m² of 3 mm hand lay-up takes 30.09 kg of resin (cure-guide.test.ts and
    // laminate-guide.test.ts work these out by hand).
    const worked = workJob(read(''));
    expect(worked.kind).toBe('laminating');
    expect(worked.cure).toMatchObject({ reached: true, levels: { mekp: 1 } });
    expect(worked.cure?.levels.cobalt).toBeCloseTo(0.13611, 5);
    expect(worked.laminate?.resin).toBeCloseTo(30.0934, 4);
    expect(worked.gelcoat).toBeUndefined();
  });

  it('gives a gelcoat’s MEKP and its film over the area, and no laminate', () => {
    const worked = workJob(read('grade=isophthalic-gelcoat&temp=30&gel=6&area=10'));
    expect(worked.cure?.levels.mekp).toBeCloseTo(2.17014, 5);
    expect(worked.gelcoat).toBeCloseTo(7.35, 9);
    expect(worked.laminate).toBeUndefined();
  });

  it('leaves out an answer whose input is wrong', () => {
    const worked = workJob(read('temp=60&area=0'));
    expect(worked.temperature).toBeUndefined();
    expect(worked.cure).toBeUndefined();
    expect(worked.laminate).toBeUndefined();
  });
});
