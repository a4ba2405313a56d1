import type { FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import type { GeneratedCompetency } from '@competencyhub/domain/schemas/competency-generator';
import { starterLibraryFor } from '@competencyhub/domain/starter-library/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeFramework, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * The starter library in five languages (issue 22): a company importing it gets it in the language of
 * the person importing (decision 0046), and the generator's library suggestions, offered when no AI is
 * set up (as here), carry their own type and the framework's category.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const base = '/api/v1/competency-frameworks';
const total = (locale: string) =>
  starterLibraryFor(locale).categories.reduce((sum, category) => sum + category.competencies.length, 0);

async function learningLead() {
  const company = await makeCompany(t.database, {});
  const lead = await signedInUser(t, { companyId: company.id, role: 'learning_lead' });
  return { companyId: company.id, cookie: lead.cookie };
}
const importLibrary = (cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `${base}/starter-library`, { cookie, body });
const frameworkCount = async (cookie: string) =>
  (await call(t.app, 'GET', base, { cookie })).json().items.length as number;

describe('the starter library in the language of the person importing', () => {
  it('is German for de-DE: name, categories, competencies, level descriptions and level names', async () => {
    const { cookie } = await learningLead();
    const res = await importLibrary(cookie, { locale: 'de-DE' });
    expect(res.statusCode, res.body).toBe(201);
    const framework: FrameworkDetail = res.json();
    expect(framework.name).toBe('CompetencyHub-Startbibliothek');
    expect(framework.description).toMatch(
      /^Ein allgemeiner Satz von Verhaltens-, Führungs- und Fachkompetenzen/,
    );
    expect(framework.scale.levels.map((level) => level.name)).toEqual([
      'Einsteiger',
      'In Entwicklung',
      'Kompetent',
      'Fortgeschritten',
      'Experte',
    ]);
    expect(framework.scale.proficientLevel).toBe(3);
    expect(framework.categories.map((category) => category.name)).toEqual([
      'Kommunikation & Zusammenarbeit',
      'Problemlösung & Urteilsvermögen',
      'Umsetzung & Ergebnisse',
      'Führung & Personalentwicklung',
      'Kunden- & Geschäftsorientierung',
      'Digitale & Datenkompetenzen',
      'Softwareentwicklung',
      'Persönliche Wirksamkeit',
    ]);
    expect(framework.competencies).toHaveLength(67);
    const listening = framework.competencies.find((c) => c.name === 'Aktives Zuhören');
    expect(listening?.type).toBe('behavioural');
    expect(listening?.tags).toEqual(['kommunikation', 'zuhören']);
    expect(listening?.levelDescriptions[0]).toMatch(/^Hört Anweisungen und Erklärungen zu/);
    expect(framework.categories.find((category) => category.id === listening?.categoryId)?.name).toBe(
      'Kommunikation & Zusammenarbeit',
    );
    expect(framework.competencies.map((c) => c.name)).not.toContain('Active listening');
  });

  it('is US English for en-US, and when no language is sent', async () => {
    const { cookie } = await learningLead();
    for (const body of [{ locale: 'en-US' }, {}]) {
      const res = await importLibrary(cookie, body);
      expect(res.statusCode, res.body).toBe(201);
      const framework: FrameworkDetail = res.json();
      expect(framework.name).toMatch(/^CompetencyHub starter library/);
      expect(framework.scale.levels.map((level) => level.name)).toEqual([
        'Novice',
        'Developing',
        'Proficient',
        'Advanced',
        'Expert',
      ]);
      expect(framework.categories[0]?.name).toBe('Communication & Collaboration');
      expect(framework.competencies).toHaveLength(total('en-US'));
      expect(framework.competencies.map((c) => c.name)).toContain('Active listening');
    }
  });

  it.each([
    ['es-ES', 'Biblioteca inicial de CompetencyHub', 'Principiante', 'Escucha activa'],
    ['fr-FR', 'Bibliothèque de départ CompetencyHub', 'Débutant', 'Écoute active'],
    ['pt-PT', 'Biblioteca inicial do CompetencyHub', 'Principiante', 'Escuta ativa'],
  ])('is in %s for that language', async (locale, name, firstLevel, listening) => {
    const { cookie } = await learningLead();
    const res = await importLibrary(cookie, { locale });
    expect(res.statusCode, res.body).toBe(201);
    const framework: FrameworkDetail = res.json();
    expect(framework.name).toBe(name);
    expect(framework.scale.levels[0]?.name).toBe(firstLevel);
    expect(framework.competencies).toHaveLength(total(locale));
    expect(framework.competencies.map((c) => c.name)).toContain(listening);
  });

  it('refuses a language it does not ship, and imports nothing', async () => {
    const { cookie } = await learningLead();
    for (const locale of ['de', 'it-IT', 'en-GB', '<script>']) {
      const res = await importLibrary(cookie, { locale });
      expect(res.statusCode, locale).toBe(400);
      expect(res.json().errors.locale, locale).toEqual([
        'Choose one of the languages en-US, es-ES, fr-FR, de-DE, pt-PT',
      ]);
    }
    expect(await frameworkCount(cookie)).toBe(0);
  });
});

describe('a framework created by hand', () => {
  it("names its scale's levels in the creator's language, as the dialog says; US English by default", async () => {
    const { cookie } = await learningLead();
    const create = (body: Record<string, unknown>) => call(t.app, 'POST', base, { cookie, body });
    const german = await create({ name: 'Vertrieb', locale: 'de-DE' });
    expect(german.statusCode, german.body).toBe(201);
    expect((german.json() as FrameworkDetail).scale.levels.map((level) => level.name)).toEqual([
      'Einsteiger',
      'In Entwicklung',
      'Kompetent',
      'Fortgeschritten',
      'Experte',
    ]);
    const french = await create({ name: 'Ventes', locale: 'fr-FR' });
    expect((french.json() as FrameworkDetail).scale.levels.map((level) => level.name)).toEqual([
      'Débutant',
      'En progression',
      'Maîtrise',
      'Avancé',
      'Expert',
    ]);
    const english = await create({ name: 'Sales' });
    expect((english.json() as FrameworkDetail).scale.levels[0]?.name).toBe('Novice');
    const refused = await create({ name: 'Klingon', locale: 'tlh' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.locale).toEqual([
      'Choose one of the languages en-US, es-ES, fr-FR, de-DE, pt-PT',
    ]);
    expect(await frameworkCount(cookie)).toBe(3);
  });
});

describe("the generator's starter-library suggestions", () => {
  const suggest = async (cookie: string, frameworkId: string, body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', `${base}/${frameworkId}/competency-drafts`, { cookie, body });
    expect(res.statusCode, res.body).toBe(200);
    const answer: GeneratedCompetency = res.json();
    expect(answer.mode).toBe('library');
    return answer.drafts;
  };

  it('carry their own type and the category the framework has them in, in the language asked', async () => {
    const { cookie } = await learningLead();
    const framework: FrameworkDetail = (await importLibrary(cookie, { locale: 'de-DE' })).json();
    const at = framework.categories.findIndex(
      (category) => category.name === 'Kunden- & Geschäftsorientierung',
    );
    // Not the first category, which a new competency starts in.
    expect(at).toBeGreaterThan(0);
    const customers = framework.categories[at];
    const drafts = await suggest(cookie, framework.id, {
      name: 'Kundenorientierung im Support',
      context: 'Verhandlung mit Kunden und Projektmanagement',
      locale: 'de-DE',
    });
    expect(drafts.find((draft) => draft.name === 'Kundenorientierung')).toMatchObject({
      type: 'behavioural',
      categoryName: 'Kunden- & Geschäftsorientierung',
      categoryId: customers?.id,
      description: expect.stringMatching(/^Versteht die Bedürfnisse interner und externer Kundschaft/),
    });
    // Every suggestion: the library's own type, and the framework's category of the library's.
    const library = starterLibraryFor('de-DE');
    for (const draft of drafts) {
      const category = library.categories.find((c) => c.competencies.some((c2) => c2.name === draft.name));
      const competency = category?.competencies.find((c) => c.name === draft.name);
      expect(draft.type, draft.name).toBe(competency?.type);
      expect(draft.categoryName, draft.name).toBe(category?.name);
      expect(draft.categoryId, draft.name).toBe(
        framework.categories.find((c) => c.name === category?.name)?.id,
      );
    }
    const types = new Set(drafts.map((draft) => draft.type));
    expect(types.size, 'suggestions of more than one type').toBeGreaterThan(1);
  });

  it('find the category in a framework imported in another language', async () => {
    const { cookie } = await learningLead();
    const framework: FrameworkDetail = (await importLibrary(cookie, { locale: 'de-DE' })).json();
    const drafts = await suggest(cookie, framework.id, { name: 'Software design', locale: 'en-US' });
    const design = drafts.find((draft) => draft.name === 'Software design and architecture');
    expect(design).toMatchObject({
      type: 'technical',
      categoryName: 'Softwareentwicklung',
      categoryId: framework.categories.find((category) => category.name === 'Softwareentwicklung')?.id,
    });
  });

  it("name the library's category but choose none in a framework without it", async () => {
    const { companyId, cookie } = await learningLead();
    const { frameworkId } = await makeFramework(t.database, { companyId });
    const drafts = await suggest(cookie, frameworkId, { name: 'Negotiation', locale: 'en-US' });
    expect(drafts[0]).toMatchObject({
      name: 'Negotiation',
      type: 'behavioural',
      categoryName: 'Customer & Business Focus',
      categoryId: null,
    });
  });
});
