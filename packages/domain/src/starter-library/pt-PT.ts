import type { StarterLibrary } from './types.ts';

/**
 * The CompetencyHub starter library in European Portuguese (issue 22): the same 67 competencies in 8
 * categories as the US English library, under the same keys and in the same order, in the vocabulary
 * of Portuguese HR teams (equipa, utilizador, formação). Levels run from Principiante (1) through
 * Proficiente (3, the threshold) to Especialista (5), the names the Portuguese interface gives the
 * default scale.
 */
export const starterLibraryPtPT: StarterLibrary = {
  locale: 'pt-PT',
  frameworkName: 'Biblioteca inicial do CompetencyHub',
  frameworkDescription:
    'Um conjunto geral de competências comportamentais, de liderança e técnicas, cada uma descrita em cinco níveis, de Principiante a Especialista. Use-o como ponto de partida: mude nomes, reescreva, acrescente ou retire o que precisar para que se ajuste à forma de trabalhar da sua organização.',
  levelNames: ['Principiante', 'Em desenvolvimento', 'Proficiente', 'Avançado', 'Especialista'],
  categories: [
    {
      key: 'communication-and-collaboration',
      name: 'Comunicação e colaboração',
      description:
        'Partilhar informação com clareza, ouvir bem e trabalhar com outras pessoas para objetivos comuns, dentro da equipa e entre equipas.',
      competencies: [
        {
          key: 'active-listening',
          name: 'Escuta ativa',
          description:
            'Dá total atenção aos outros, confirma que compreendeu e responde tanto ao que querem dizer como ao que dizem.',
          type: 'behavioural',
          tags: ['comunicação', 'escuta'],
          levels: [
            'Ouve instruções e explicações, mas por vezes perde pontos importantes ou interrompe. Precisa muitas vezes de voltar a perguntar para confirmar detalhes.',
            'Ouve com atenção nas conversas do dia a dia e faz perguntas de clarificação antes de responder. Pode não perceber preocupações que não são ditas diretamente.',
            'Resume o que os outros dizem para confirmar que compreendeu e capta preocupações implícitas. Adapta a resposta àquilo de que o interlocutor precisa.',
            'Mantém a atenção e a calma em conversas tensas ou emotivas e dá espaço a quem fala menos. Ensina os colegas a ouvir até ao fim antes de responder.',
            'É a pessoa procurada para ouvir nos momentos difíceis. Cria hábitos e espaços que ajudam a organização a ouvir as suas pessoas e os seus clientes e a agir em conformidade.',
          ],
        },
        {
          key: 'written-communication',
          name: 'Comunicação escrita',
          description:
            'Escreve mensagens e documentos claros, rigorosos e bem estruturados, adequados ao leitor e ao objetivo.',
          type: 'behavioural',
          tags: ['comunicação', 'escrita'],
          levels: [
            'Escreve mensagens curtas de rotina que muitas vezes precisam de revisão na clareza, na estrutura ou no tom.',
            'Escreve e-mails, notas e atualizações claros para leitores conhecidos, com poucas correções. Recorre a modelos para documentos mais longos.',
            'Produz documentos bem organizados que começam pela ideia principal e se adequam ao público, desde atualizações rápidas a relatórios detalhados. Raramente precisam de revisão.',
            'Escreve propostas persuasivas e orientações sobre temas complexos ou sensíveis para a gestão de topo e leitores externos. Revê e melhora os textos dos colegas.',
            'Define as normas de escrita, os modelos e o guia de estilo usados em toda a organização. Redige os documentos que fixam as suas posições e decisões principais.',
          ],
        },
        {
          key: 'presenting',
          name: 'Apresentações',
          description:
            'Apresenta ideias e informação a grupos com uma estrutura clara, recursos visuais adequados e confiança, presencialmente e online.',
          type: 'behavioural',
          tags: ['comunicação', 'apresentações'],
          levels: [
            'Apresenta atualizações curtas e preparadas a um grupo conhecido, com apoio na planificação do conteúdo.',
            'Faz apresentações estruturadas sobre temas conhecidos e responde a perguntas simples. Prepara diapositivos e notas que outras pessoas ainda reveem em parte.',
            'Faz apresentações claras e com bom ritmo a públicos variados e lida com serenidade com perguntas difíceis. Adapta o conteúdo e a duração ao tempo disponível.',
            'Apresenta temas complexos ou controversos à gestão de topo e a públicos externos e ajusta a mensagem no momento. Ajuda os colegas a preparar e ensaiar apresentações importantes.',
            'Representa a organização em grandes eventos internos e externos. Define a forma como a organização se apresenta e desenvolve bons apresentadores em todas as áreas.',
          ],
        },
        {
          key: 'facilitating-meetings-and-workshops',
          name: 'Facilitação de reuniões e workshops',
          description:
            'Planeia e conduz reuniões e workshops que envolvem todos, mantêm o foco e terminam com resultados claros.',
          type: 'behavioural',
          tags: ['facilitação', 'reuniões'],
          levels: [
            'Participa nas reuniões de forma construtiva e segue a ordem de trabalhos. Conduz pontos de situação simples com um formato preparado.',
            'Conduz as reuniões regulares da equipa com um propósito, uma ordem de trabalhos e notas claros. Mantém a discussão no rumo com ajuda pontual.',
            'Concebe e facilita reuniões e workshops que envolvem todos os participantes, gerem bem o tempo e terminam com decisões e ações acordadas.',
            'Facilita sessões grandes, transversais ou de grande importância, incluindo as que têm conflitos ou personalidades fortes. Ensina técnicas de facilitação a outras pessoas.',
            'Define práticas de reuniões e workshops que tornam a colaboração mais eficaz em toda a organização. É-lhe confiada a facilitação das suas conversas mais importantes.',
          ],
        },
        {
          key: 'teamwork-and-collaboration',
          name: 'Trabalho em equipa e colaboração',
          description:
            'Trabalha com outras pessoas para objetivos comuns, partilhando conhecimento, esforço e mérito dentro da equipa e entre equipas.',
          type: 'behavioural',
          tags: ['colaboração', 'trabalho em equipa'],
          levels: [
            'Coopera com a equipa nas tarefas atribuídas e ajuda quando lhe pedem.',
            'Partilha informação e oferece ajuda dentro da equipa sem que lhe peçam. Mantém a equipa informada sobre o seu próprio progresso.',
            'Constrói relações de trabalho produtivas dentro e fora da equipa e ajusta os seus planos para apoiar objetivos comuns. Reconhece os contributos dos outros.',
            'Junta grupos com prioridades diferentes e resolve os atritos entre eles. Ajuda outras pessoas a criar parcerias entre equipas.',
            'Cria estruturas, incentivos e uma cultura em que colaborar entre equipas é a forma normal de trabalhar em toda a organização.',
          ],
        },
        {
          key: 'giving-and-receiving-feedback',
          name: 'Dar e receber feedback',
          description:
            'Dá feedback específico, oportuno e respeitoso e acolhe o feedback como forma de melhorar.',
          type: 'behavioural',
          tags: ['feedback', 'crescimento'],
          levels: [
            'Aceita feedback quando lhe é oferecido, mas pode reagir na defensiva. Raramente dá feedback aos outros.',
            'Pede feedback sobre o seu trabalho e põe em prática sugestões claras. Dá feedback positivo aos colegas e levanta preocupações simples com cortesia.',
            'Dá feedback equilibrado e específico, baseado em comportamentos observados e no seu impacto. Procura feedback com regularidade e age visivelmente em conformidade.',
            'Conduz conversas de feedback difíceis com cuidado e franqueza, incluindo com as chefias. Ensina outras pessoas a dar e receber bem feedback.',
            'Constrói uma cultura de feedback em toda a organização através das práticas, da formação e do próprio exemplo. Torna o feedback sincero seguro e esperado a todos os níveis.',
          ],
        },
        {
          key: 'handling-conflict',
          name: 'Gestão de conflitos',
          description:
            'Trata as divergências cedo e de forma construtiva e encontra soluções que funcionam para as pessoas envolvidas.',
          type: 'behavioural',
          tags: ['conflitos', 'relações'],
          levels: [
            'Repara nas divergências, mas tende a evitá-las ou a deixar que outros as resolvam.',
            'Expõe divergências com respeito em situações de pouca importância e ouve o outro ponto de vista. Pede ajuda quando um conflito se agrava.',
            'Resolve os conflitos do dia a dia centrando-se nos interesses e não nas posições, e preserva as relações de trabalho.',
            'Faz a mediação de disputas tensas entre pessoas ou equipas e reconstrói depois a confiança. Acompanha outras pessoas nos seus próprios conflitos.',
            'Cria formas de trabalhar que fazem surgir as divergências cedo e evitam conflitos recorrentes na organização. É chamado a resolver as suas disputas mais sensíveis.',
          ],
        },
        {
          key: 'influencing-and-persuading',
          name: 'Influência e persuasão',
          description:
            'Obtém apoio para ideias, propostas e decisões com argumentos sólidos, credibilidade e a compreensão do que importa aos outros.',
          type: 'behavioural',
          tags: ['influência', 'persuasão'],
          levels: [
            'Explica as suas ideias quando lhe pedem, sobretudo com factos do seu próprio trabalho.',
            'Apresenta as razões de uma proposta e ajusta o argumento quando surgem perguntas. Obtém acordo da equipa em assuntos de rotina.',
            'Constrói os argumentos em torno dos interesses do público, antecipa objeções e obtém o apoio de colegas e chefias sem se apoiar na hierarquia.',
            'Influencia a gestão de topo e partes interessadas externas em temas complexos ou controversos e forma alianças para os fazer avançar. Ensina outras pessoas a influenciar.',
            'Molda a opinião e o rumo em toda a organização e fora dela. A liderança confia-lhe a tarefa de obter apoio para as suas mudanças mais importantes.',
          ],
        },
        {
          key: 'working-across-cultures',
          name: 'Trabalho intercultural',
          description:
            'Trabalha com eficácia com pessoas de culturas, origens, localizações e estilos de trabalho diferentes.',
          type: 'behavioural',
          tags: ['cultura', 'inclusão'],
          levels: [
            'Sabe que os colegas podem comunicar e trabalhar de outra forma e pergunta quando tem dúvidas.',
            'Ajusta a sua comunicação e as suas expectativas quando lhe apontam as diferenças. Respeita costumes e fusos horários diferentes.',
            'Antecipa diferenças culturais e regionais e adapta em conformidade a comunicação, as reuniões e as expectativas, sem recorrer a estereótipos.',
            'Ajuda equipas distribuídas e multiculturais a acordar normas comuns e resolve mal-entendidos entre elas. Aconselha colegas que trabalham em culturas que não conhecem.',
            'Define políticas e práticas que permitem a equipas diversas e globais darem o seu melhor em toda a organização.',
          ],
        },
      ],
    },
    {
      key: 'problem-solving-and-judgment',
      name: 'Resolução de problemas e discernimento',
      description:
        'Compreender problemas, ponderar factos e opções e tomar decisões sensatas e atempadas, também em situações de incerteza.',
      competencies: [
        {
          key: 'analytical-thinking',
          name: 'Pensamento analítico',
          description:
            'Decompõe os problemas em partes, examina-as com base em factos e tira conclusões sólidas.',
          type: 'behavioural',
          tags: ['análise', 'pensamento'],
          levels: [
            'Segue um método dado para examinar problemas simples, com orientação sobre que informação usar.',
            'Identifica as partes principais de um problema de rotina, reúne os factos relevantes e deteta padrões evidentes.',
            'Analisa problemas complexos com autonomia, testa os pressupostos com dados e chega a conclusões que resistem a uma revisão.',
            'Deslinda problemas ambíguos com muitos fatores em interação e torna o raciocínio claro para os outros. Ensina análise estruturada aos colegas.',
            'Define a forma como a organização formula e analisa as suas questões mais importantes. É consultado sobre os problemas analíticos mais difíceis que enfrenta.',
          ],
        },
        {
          key: 'problem-solving',
          name: 'Resolução de problemas',
          description:
            'Identifica as causas profundas dos problemas e implementa soluções práticas e duradouras.',
          type: 'behavioural',
          tags: ['resolução de problemas', 'causa raiz'],
          levels: [
            'Resolve problemas de rotina seguindo instruções passo a passo ou soluções conhecidas.',
            'Resolve problemas comuns sem ajuda e reconhece quando um problema tem de ser escalado.',
            'Encontra as causas profundas em vez dos sintomas e aplica soluções que impedem os problemas de voltar. Verifica depois se a solução funcionou.',
            'Resolve problemas novos e de grande impacto que abrangem várias equipas ou sistemas. Orienta outras pessoas nos casos difíceis e partilha os métodos usados.',
            'Desenvolve a capacidade da organização para resolver problemas de forma sistemática, com métodos, revisões e aprendizagem com casos anteriores.',
          ],
        },
        {
          key: 'decision-making',
          name: 'Tomada de decisão',
          description:
            'Toma decisões atempadas e bem fundamentadas, pondera opções e riscos e assume a responsabilidade pelo resultado.',
          type: 'behavioural',
          tags: ['decisões', 'discernimento'],
          levels: [
            'Toma decisões simples dentro de regras claras e consulta outras pessoas antes de decidir algo fora delas.',
            'Toma decisões de rotina com rapidez e explica o raciocínio. Encaminha as decisões que ultrapassam a sua autoridade.',
            'Pondera opções, riscos e compromissos, envolve as pessoas certas e decide com confiança dentro da sua área. Revê as decisões quando surgem factos novos.',
            'Toma decisões difíceis com informação incompleta e interesses em conflito, e assume as consequências. Ajuda outras pessoas a decidir melhor.',
            'Toma e enquadra as decisões que definem o rumo da organização. Estabelece competências de decisão e princípios claros para toda a organização.',
          ],
        },
        {
          key: 'critical-thinking',
          name: 'Pensamento crítico',
          description:
            'Questiona pressupostos, avalia provas e argumentos e chega a conclusões fundamentadas e independentes.',
          type: 'behavioural',
          tags: ['pensamento', 'discernimento'],
          levels: [
            'Aceita a informação em grande parte tal como é apresentada e conta com os outros para apontar lacunas.',
            'Faz perguntas quando a informação parece incompleta, incoerente ou enviesada.',
            'Avalia a qualidade das fontes e dos argumentos, identifica raciocínios fracos e separa factos de opiniões.',
            'Questiona de forma construtiva pressupostos muito difundidos e muda opiniões com provas. Ajuda as equipas a testar o seu raciocínio antes de se comprometerem.',
            'Faz do pensamento rigoroso e baseado em provas um hábito na forma como a organização planeia e decide.',
          ],
        },
        {
          key: 'creativity-and-innovation',
          name: 'Criatividade e inovação',
          description:
            'Gera ideias novas e transforma as mais promissoras em melhorias que acrescentam valor.',
          type: 'behavioural',
          tags: ['inovação', 'criatividade'],
          levels: [
            'Contribui com ideias quando é convidado, sobretudo relacionadas com as suas tarefas.',
            'Sugere melhorias práticas para o seu trabalho e o da equipa e experimenta novas abordagens quando é incentivado.',
            'Desenvolve ideias originais, testa-as com pequenas experiências e aproveita o que funciona.',
            'Lidera iniciativas de inovação que mudam a forma como uma equipa, um produto ou um serviço funciona. Cria espaço para que outras pessoas experimentem em segurança.',
            'Cria as condições para a inovação em toda a organização e leva ideias ousadas desde a conceção até um impacto duradouro.',
          ],
        },
        {
          key: 'risk-assessment',
          name: 'Avaliação de riscos',
          description:
            'Reconhece os riscos do trabalho e das decisões, avalia a sua probabilidade e impacto e age para os reduzir.',
          type: 'behavioural',
          tags: ['risco', 'discernimento'],
          levels: [
            'Segue os procedimentos de risco e segurança estabelecidos e comunica tudo o que pareça errado.',
            'Identifica riscos evidentes no seu trabalho, comunica-os de imediato e aplica os controlos habituais.',
            'Avalia a probabilidade e o impacto dos riscos da sua área e aplica medidas de mitigação proporcionais. Mantém atualizado um registo de riscos simples.',
            'Antecipa riscos menos visíveis entre projetos e equipas e equilibra risco e oportunidade. Ajuda outras pessoas a avaliar e gerir riscos.',
            'Define a abordagem da organização ao risco, incluindo o seu apetite de risco e a forma como o risco é governado e reportado.',
          ],
        },
        {
          key: 'research-and-information-gathering',
          name: 'Pesquisa e recolha de informação',
          description:
            'Encontra, avalia e sintetiza informação de fontes fiáveis para responder a perguntas e fundamentar decisões.',
          type: 'behavioural',
          tags: ['pesquisa', 'informação'],
          levels: [
            'Encontra informação em fontes conhecidas quando lhe indicam onde procurar.',
            'Reúne com eficiência informação relevante de várias fontes e regista a sua origem.',
            'Planeia a abordagem a uma questão de investigação, avalia a fiabilidade das fontes e sintetiza os resultados em conclusões claras.',
            'Lidera investigações que combinam vários métodos e avalia a solidez das provas. Revê e orienta as pesquisas de outras pessoas.',
            'Define as práticas de investigação e os critérios de prova da organização. É reconhecido como uma autoridade em investigação na sua área.',
          ],
        },
        {
          key: 'systems-thinking',
          name: 'Pensamento sistémico',
          description:
            'Compreende como pessoas, processos e ferramentas interagem como um todo e antecipa os efeitos mais amplos das mudanças.',
          type: 'behavioural',
          tags: ['sistemas', 'pensamento'],
          levels: [
            'Compreende, com orientação, a sua parte de um processo e quem depende dela.',
            'Vê como o seu trabalho afeta os passos anteriores e seguintes e assinala os problemas que atravessam essas fronteiras.',
            'Mapeia o funcionamento de um sistema, identifica ciclos de retroação e estrangulamentos e antecipa os efeitos secundários das mudanças.',
            'Redesenha processos e sistemas entre equipas para resolver as causas profundas em vez de sintomas locais. Ajuda outras pessoas a ver o panorama geral.',
            'Molda a organização como um sistema, alinhando estruturas, incentivos e processos para que se reforcem mutuamente.',
          ],
        },
      ],
    },
    {
      key: 'delivery-and-execution',
      name: 'Execução e resultados',
      description:
        'Planear o trabalho, definir prioridades e concretizar as tarefas com a qualidade esperada e a tempo, assumindo os resultados.',
      competencies: [
        {
          key: 'planning-and-organizing',
          name: 'Planeamento e organização',
          description:
            'Planeia o trabalho, ordena as tarefas e organiza pessoas e recursos para que os objetivos sejam cumpridos a tempo.',
          type: 'behavioural',
          tags: ['planeamento', 'organização'],
          levels: [
            'Segue um plano feito por outros e acompanha as suas tarefas com a ajuda de lembretes.',
            'Planeia as suas tarefas da semana, acompanha os prazos e assinala conflitos cedo.',
            'Planeia trabalho com várias etapas, dependências, marcos e planos de contingência, e ajusta o plano quando as circunstâncias mudam.',
            'Planeia trabalho complexo de várias pessoas ou equipas, gere as dependências entre elas e mantém os planos realistas. Ajuda outras pessoas a planear o seu trabalho.',
            'Define as práticas, os ciclos e os horizontes de planeamento da organização e liga-os à sua estratégia.',
          ],
        },
        {
          key: 'prioritization',
          name: 'Priorização',
          description:
            'Concentra o tempo e o esforço no que mais importa e torna explícitas as escolhas entre pedidos concorrentes.',
          type: 'behavioural',
          tags: ['prioridades', 'foco'],
          levels: [
            'Trabalha nas tarefas pela ordem indicada e pergunta qual vem primeiro quando chegam várias ao mesmo tempo.',
            'Prioriza as suas tarefas por urgência e importância e confirma as prioridades com outras pessoas quando mudam.',
            'Faz escolhas entre pedidos concorrentes, explica-as às partes interessadas e recusa trabalho de pouco valor.',
            'Define as prioridades de uma equipa ou programa, protege-a de distrações e reorienta-a depressa quando a situação muda. Ensina outras pessoas a priorizar.',
            'Alinha as prioridades de toda a organização com a sua estratégia e torna visíveis as escolhas mais difíceis entre elas.',
          ],
        },
        {
          key: 'accountability-and-ownership',
          name: 'Responsabilidade e compromisso',
          description:
            'Assume os compromissos e os resultados, incluindo os erros, e persiste até o trabalho estar concluído.',
          type: 'behavioural',
          tags: ['responsabilidade', 'fiabilidade'],
          levels: [
            'Conclui as tarefas atribuídas, por vezes com lembretes, e admite os erros quando lhos apontam.',
            'Cumpre os seus compromissos e avisa cedo quando um prazo ou um resultado está em risco.',
            'Assume os resultados e não apenas as tarefas, reconhece e corrige abertamente os erros e leva o trabalho até ao fim sem ser preciso insistir.',
            'Responsabiliza-se a si e aos outros pelos compromissos de forma justa e coerente, e intervém quando a responsabilidade não está clara. Ajuda outras pessoas a assumir responsabilidades.',
            'Constrói uma cultura de responsabilidade em que esta é clara a todos os níveis e os erros levam à aprendizagem e não à culpa.',
          ],
        },
        {
          key: 'results-orientation',
          name: 'Orientação para resultados',
          description:
            'Define objetivos claros e ambiciosos e conduz o trabalho para resultados mensuráveis apesar dos obstáculos.',
          type: 'behavioural',
          tags: ['resultados', 'objetivos'],
          levels: [
            'Trabalha para objetivos definidos por outros e informa sobre o progresso quando lhe pedem.',
            'Acompanha o progresso em relação aos seus objetivos e persiste perante os obstáculos habituais.',
            'Define objetivos exigentes e mensuráveis para o seu trabalho, cumpre-os de forma consistente e encontra formas de contornar os obstáculos.',
            'Leva uma equipa a resultados ambiciosos, remove o que se interpõe no caminho e mantém o foco nos resultados e não na atividade.',
            'Define a fasquia do desempenho em toda a organização e alinha os objetivos de cada nível com os resultados que mais importam.',
          ],
        },
        {
          key: 'project-management',
          name: 'Gestão de projetos',
          description:
            'Conduz projetos do início ao fim, gerindo âmbito, calendário, orçamento, riscos, pessoas e comunicação.',
          type: 'technical',
          tags: ['projetos', 'execução'],
          levels: [
            'Conclui as tarefas de projeto atribuídas, atualiza o seu estado e segue as ferramentas e rotinas do projeto.',
            'Conduz projetos pequenos com âmbito e calendário claros, acompanha as tarefas e reporta o progresso e os problemas.',
            'Gere projetos de ponta a ponta, incluindo planos, orçamentos, riscos, alterações de âmbito e comunicação com as partes interessadas, e entrega-os conforme acordado.',
            'Lidera projetos grandes ou transversais com muita incerteza e recupera projetos em dificuldade. É mentor de outros gestores de projeto.',
            'Define as práticas de gestão de projetos e de portefólio da organização e decide como os projetos são selecionados e governados.',
          ],
        },
        {
          key: 'process-improvement',
          name: 'Melhoria de processos',
          description:
            'Identifica e elimina desperdício, atrasos e atritos na forma de trabalhar e garante que os ganhos perduram.',
          type: 'behavioural',
          tags: ['processos', 'eficiência'],
          levels: [
            'Segue os processos existentes e refere quando parecem não funcionar.',
            'Sugere melhorias práticas nos processos da equipa e ajuda a implementá-las.',
            'Mede o desempenho de um processo, encontra as causas de desperdício ou erros e implementa melhorias duradouras.',
            'Lidera iniciativas de melhoria que abrangem várias equipas e garante que os ganhos se mantêm. Ensina métodos de melhoria a outras pessoas.',
            'Torna a melhoria contínua uma capacidade da organização, com métodos, indicadores e o apoio da liderança.',
          ],
        },
        {
          key: 'quality-and-attention-to-detail',
          name: 'Qualidade e atenção ao detalhe',
          description:
            'Produz trabalho rigoroso e minucioso que cumpre as normas acordadas e deteta erros antes que causem danos.',
          type: 'behavioural',
          tags: ['qualidade', 'rigor'],
          levels: [
            'Conhece as normas de qualidade do seu trabalho, embora este ainda precise de ser verificado.',
            'Verifica o seu trabalho antes de o entregar e deteta a maioria dos erros nas tarefas de rotina.',
            'Entrega trabalho rigoroso de forma consistente, integra a qualidade desde o início e usa listas de verificação ou revisões onde os erros sairiam caros.',
            'Concebe controlos e normas que detetam erros no trabalho de outras pessoas e nos processos. Resolve na origem os problemas de qualidade recorrentes.',
            'Define as expectativas de qualidade da organização e a forma de as medir, tornando o rigor parte da forma de trabalhar de todos.',
          ],
        },
        {
          key: 'knowledge-sharing',
          name: 'Partilha de conhecimento',
          description:
            'Documenta e partilha o saber-fazer para que outros o possam encontrar, usar e continuar o trabalho sem depender de uma só pessoa.',
          type: 'behavioural',
          tags: ['conhecimento', 'documentação'],
          levels: [
            'Responde às perguntas dos colegas sobre as suas tarefas e mantém notas básicas.',
            'Documenta o seu trabalho e as suas rotinas nos espaços partilhados da equipa e mantém-nos atualizados.',
            'Partilha conhecimento de forma proativa com guias claros, passagens de testemunho e demonstrações, para que o trabalho continue sem problemas na sua ausência.',
            'Organiza a forma como uma equipa ou área regista e partilha conhecimento e elimina dependências de uma só pessoa. Incentiva outras pessoas a partilhar.',
            'Molda as práticas e ferramentas de gestão do conhecimento da organização para que o saber seja fácil de encontrar e reutilizar.',
          ],
        },
      ],
    },
    {
      key: 'leadership-and-people-development',
      name: 'Liderança e desenvolvimento de pessoas',
      description:
        'Definir o rumo, formar equipas e desenvolver, envolver e incluir as pessoas para que possam dar o seu melhor.',
      competencies: [
        {
          key: 'coaching-and-mentoring',
          name: 'Coaching e mentoria',
          description:
            'Ajuda outras pessoas a crescer através de conversas de coaching, desafios à sua medida e feedback sincero e construtivo.',
          type: 'leadership',
          tags: ['coaching', 'desenvolvimento'],
          levels: [
            'Partilha o seu conhecimento e a sua experiência quando os colegas pedem ajuda.',
            'Ajuda os novos colegas a integrar-se e responde às suas perguntas com paciência. Dá dicas práticas da sua própria experiência.',
            'Faz coaching com regularidade, coloca perguntas que ajudam a encontrar as próprias respostas, acorda objetivos de desenvolvimento e acompanha-os.',
            'Prepara pessoas para funções de maior responsabilidade e é procurado como mentor para além da sua equipa. Ensina competências de coaching a outros líderes.',
            'Constrói a cultura de coaching e mentoria da organização e a sua reserva de talento e de futuros líderes.',
          ],
        },
        {
          key: 'delegation-and-empowerment',
          name: 'Delegação e capacitação',
          description:
            'Entrega trabalho com resultados e autoridade claros e apoia as pessoas sem voltar a assumir o trabalho.',
          type: 'leadership',
          tags: ['delegação', 'capacitação'],
          levels: [
            'Entrega tarefas simples com instruções detalhadas e verifica o resultado de perto.',
            'Delega trabalho de rotina com expectativas claras e faz o acompanhamento em momentos acordados.',
            'Delega resultados em vez de tarefas, atribui o trabalho de acordo com os pontos fortes e o desenvolvimento de cada pessoa e deixa-lhe margem para decidir como.',
            'Delega decisões e responsabilidades importantes e constrói uma equipa que trabalha com autonomia. Ajuda outros líderes a delegar bem.',
            'Concebe a forma como a autoridade e as competências de decisão se distribuem na organização, para que se decida perto do trabalho.',
          ],
        },
        {
          key: 'inspiring-and-motivating-others',
          name: 'Inspirar e motivar',
          description:
            'Gera energia e empenho em torno de um propósito comum e reconhece os contributos das pessoas.',
          type: 'leadership',
          tags: ['motivação', 'envolvimento'],
          levels: [
            'Mostra entusiasmo pelo seu trabalho e contribui para um ambiente positivo na equipa.',
            'Incentiva os colegas de equipa, reconhece os seus contributos e mantém uma atitude positiva perante as dificuldades do dia a dia.',
            'Liga o trabalho das pessoas a um propósito claro, compreende o que motiva cada uma e mantém o empenho da equipa nos períodos difíceis.',
            'Envolve grupos grandes ou diversos em torno de uma visão e mantém o seu empenho ao longo do tempo. Ajuda outros líderes a envolver as suas equipas.',
            'Personifica e comunica um propósito que dá energia a toda a organização e atrai pessoas para ela.',
          ],
        },
        {
          key: 'building-effective-teams',
          name: 'Construção de equipas eficazes',
          description:
            'Forma equipas com a combinação certa de competências, papéis claros e a confiança necessária para terem bom desempenho em conjunto.',
          type: 'leadership',
          tags: ['equipas', 'confiança'],
          levels: [
            'Contribui para um bom ambiente de equipa e respeita as regras acordadas.',
            'Ajuda a definir as regras da equipa, acolhe os novos membros e apoia a equipa quando a sua composição muda.',
            'Constrói uma equipa com papéis claros, padrões partilhados e confiança mútua, e trata os comportamentos que a minam.',
            'Recupera equipas em dificuldade, lidera responsáveis de equipa e constrói equipas que trabalham bem entre áreas.',
            'Concebe as estruturas de equipas da organização para que tenham as competências, a autonomia e o apoio de que precisam para dar o seu melhor.',
          ],
        },
        {
          key: 'performance-management',
          name: 'Gestão do desempenho',
          description:
            'Define expectativas claras, avalia o desempenho de forma justa e baseada em factos e trata sem demora o desempenho insuficiente.',
          type: 'leadership',
          tags: ['desempenho', 'objetivos'],
          levels: [
            'Compreende como o seu desempenho é avaliado e prepara as suas avaliações com apoio.',
            'Acorda objetivos com outras pessoas, acompanha o progresso e dá feedback sobre ele em conversas regulares.',
            'Faz avaliações justas e baseadas em factos, reconhece o bom desempenho e trata cedo o desempenho insuficiente com um plano claro.',
            'Calibra o desempenho entre equipas, gere casos complexos ou sensíveis e acompanha as chefias nas conversas sobre desempenho.',
            'Molda as práticas de desempenho da organização e a sua ligação ao desenvolvimento, ao reconhecimento e à remuneração.',
          ],
        },
        {
          key: 'strategic-thinking',
          name: 'Pensamento estratégico',
          description:
            'Vê o panorama geral, antecipa tendências e define um rumo de longo prazo que orienta as escolhas de hoje.',
          type: 'leadership',
          tags: ['estratégia', 'visão'],
          levels: [
            'Compreende como o seu trabalho contribui para os objetivos da equipa quando lhe explicam.',
            'Explica como os objetivos da equipa se ligam à estratégia da organização e tem em conta os efeitos a mais longo prazo do seu trabalho.',
            'Traduz a estratégia em planos para a sua área, antecipa as tendências que a afetam e propõe como responder.',
            'Molda a estratégia de uma função ou área de negócio, equilibra necessidades de curto e longo prazo e decide com clareza o que não fazer.',
            'Define o rumo de longo prazo da organização e as escolhas principais que dele decorrem, e comunica-os para que todos possam agir em conformidade.',
          ],
        },
        {
          key: 'leading-change',
          name: 'Liderança da mudança',
          description:
            'Justifica a mudança, planeia-a e acompanha as pessoas até que as novas formas de trabalhar se consolidem.',
          type: 'leadership',
          tags: ['mudança', 'transformação'],
          levels: [
            'Apoia as mudanças lideradas por outros e participa nas formações e atividades associadas.',
            'Explica as mudanças aos colegas, responde às suas perguntas e transmite as preocupações a quem lidera a mudança.',
            'Lidera a mudança na sua equipa: justifica-a, planeia os passos, envolve as pessoas e apoia-as até a mudança estar implementada.',
            'Lidera a mudança em várias equipas, trata a resistência de forma construtiva e consolida novos comportamentos ao longo do tempo. Aconselha outras pessoas que lideram mudanças.',
            'Lidera a transformação de toda a organização e desenvolve a sua capacidade de mudar repetidamente e bem.',
          ],
        },
        {
          key: 'inclusive-leadership',
          name: 'Liderança inclusiva',
          description:
            'Garante que cada pessoa é ouvida, tratada com justiça e capaz de contribuir plenamente, independentemente do seu percurso.',
          type: 'leadership',
          tags: ['inclusão', 'equidade'],
          levels: [
            'Trata todos os colegas com respeito e está a aprender como os enviesamentos podem afetar as decisões do dia a dia.',
            'Pede a opinião de cada membro da equipa, repara em quem fica de fora e adapta-se para o incluir.',
            'Aplica processos justos nas decisões, atribuições, oportunidades e reconhecimento, e trata de imediato os comportamentos de exclusão.',
            'Questiona os enviesamentos nas práticas da equipa e da organização e desenvolve ativamente pessoas de grupos sub-representados. Aconselha líderes sobre inclusão.',
            'Torna a inclusão uma prioridade mensurável da organização e responsabiliza os líderes por ela.',
          ],
        },
        {
          key: 'hiring-and-talent-planning',
          name: 'Recrutamento e planeamento de talento',
          description:
            'Atrai, seleciona e planeia as pessoas de que a organização precisa agora e no futuro.',
          type: 'leadership',
          tags: ['recrutamento', 'talento'],
          levels: [
            'Participa em entrevistas com orientação e regista as observações conforme indicado.',
            'Conduz entrevistas estruturadas, avalia as candidaturas segundo critérios acordados e escreve recomendações claras.',
            'Define os requisitos das funções, conduz um processo de recrutamento justo de ponta a ponta e planeia a sucessão das funções-chave da sua equipa.',
            'Constrói planos de recrutamento e sucessão para toda uma função, melhora a qualidade da seleção e dá formação a quem entrevista.',
            'Define a estratégia de talento da organização, incluindo o planeamento da força de trabalho, a marca empregadora e o desenvolvimento de futuros líderes.',
          ],
        },
      ],
    },
    {
      key: 'customer-and-business-focus',
      name: 'Orientação para o cliente e o negócio',
      description:
        'Compreender os clientes, as partes interessadas e a forma como a organização cria valor, e usar essa compreensão nas decisões do dia a dia.',
      competencies: [
        {
          key: 'customer-focus',
          name: 'Orientação para o cliente',
          description:
            'Compreende as necessidades dos clientes, internos ou externos, e coloca-as no centro das decisões e do serviço.',
          type: 'behavioural',
          tags: ['cliente', 'serviço'],
          levels: [
            'Responde com cortesia aos pedidos dos clientes e encaminha as questões que não consegue tratar diretamente.',
            'Compreende as necessidades dos clientes habituais, satisfá-las com fiabilidade e faz o acompanhamento para garantir que as questões ficam resolvidas.',
            'Antecipa as necessidades dos clientes, resolve os problemas na origem e melhora a experiência do cliente por iniciativa própria.',
            'Traz a voz do cliente para as decisões, gere as situações mais difíceis com clientes e muda práticas para os servir melhor.',
            'Faz da orientação para o cliente um traço distintivo da organização, moldando a sua estratégia, os seus indicadores e a sua cultura em torno do valor para o cliente.',
          ],
        },
        {
          key: 'stakeholder-management',
          name: 'Gestão de partes interessadas',
          description:
            'Identifica as pessoas afetadas pelo trabalho, compreende os seus interesses e mantém-nas informadas e envolvidas.',
          type: 'behavioural',
          tags: ['partes interessadas', 'relações'],
          levels: [
            'Conhece as principais partes interessadas do seu trabalho quando lhas indicam.',
            'Mantém as partes interessadas diretas informadas sobre progressos e alterações e responde aos seus pedidos com fiabilidade.',
            'Mapeia as partes interessadas e os seus interesses, gere expectativas e envolve-as no momento certo.',
            'Equilibra interesses em conflito, obtém apoio para decisões difíceis e ensina outras pessoas a gerir partes interessadas.',
            'Gere as relações com a administração e com o exterior que moldam o rumo e a reputação da organização.',
          ],
        },
        {
          key: 'business-acumen',
          name: 'Visão de negócio',
          description:
            'Compreende como a organização cria valor, gera receitas e controla custos, e como as decisões afetam os seus resultados.',
          type: 'behavioural',
          tags: ['negócio', 'comercial'],
          levels: [
            'Sabe o que a organização oferece, a quem, e como a sua função contribui.',
            'Compreende os principais fatores de receita, custo e valor da sua área e tem-nos em conta no trabalho do dia a dia.',
            'Pondera o impacto financeiro e comercial das decisões e usa indicadores de negócio para orientar o seu trabalho e as suas propostas.',
            'Toma decisões que equilibram crescimento, custo e risco em toda uma função e ajuda outras pessoas a compreender o impacto do seu trabalho no negócio.',
            'Molda o modelo de negócio da organização e as escolhas económicas que o sustentam.',
          ],
        },
        {
          key: 'financial-management',
          name: 'Gestão financeira',
          description:
            'Planeia, acompanha e controla orçamentos, previsões e custos, e constrói justificações económicas sólidas para a despesa.',
          type: 'technical',
          tags: ['finanças', 'orçamentos'],
          levels: [
            'Compreende os termos financeiros básicos usados no seu trabalho e segue as regras de despesa.',
            'Acompanha a despesa das suas atividades face ao orçamento e explica os desvios.',
            'Constrói e gere orçamentos e justificações económicas para projetos ou uma equipa e mantém previsões rigorosas.',
            'Gere o orçamento e as decisões de investimento de uma função e aconselha outras pessoas sobre escolhas financeiras.',
            'Define a estratégia financeira e a forma como os recursos são distribuídos na organização.',
          ],
        },
        {
          key: 'negotiation',
          name: 'Negociação',
          description:
            'Chega a acordos que criam valor para todas as partes, protegendo ao mesmo tempo os interesses essenciais da organização.',
          type: 'behavioural',
          tags: ['negociação', 'comercial'],
          levels: [
            'Conduz negociações simples dentro de limites claros e com orientação sobre o que pode ceder.',
            'Prepara as negociações de rotina, conhece os seus limites e chega a acordos justos.',
            'Negoceia com confiança, compreendendo os interesses, as alternativas e os limites de cada parte, e encontra opções que criam valor.',
            'Lidera negociações complexas, de valor elevado e com várias partes, e ensina outras pessoas a negociar.',
            'Define a estratégia de negociação dos negócios e parcerias mais importantes da organização.',
          ],
        },
        {
          key: 'market-and-competitor-awareness',
          name: 'Conhecimento do mercado e da concorrência',
          description:
            'Acompanha clientes, concorrentes e tendências do setor e usa esse conhecimento para fundamentar planos e decisões.',
          type: 'behavioural',
          tags: ['mercado', 'concorrência'],
          levels: [
            'Conhece os principais concorrentes e grupos de clientes da organização quando lhos descrevem.',
            'Acompanha as notícias do mercado e do setor relevantes para o seu trabalho e partilha com a equipa o que é útil.',
            'Usa o conhecimento do mercado e da concorrência para moldar planos, propostas e prioridades da sua área.',
            'Antecipa mudanças no mercado e posiciona um produto, serviço ou função para responder antes da concorrência.',
            'Define a leitura que a organização faz do seu mercado e decide onde e como vai competir.',
          ],
        },
        {
          key: 'product-thinking',
          name: 'Visão de produto',
          description:
            'Compreende os problemas dos utilizadores e molda produtos e serviços que os resolvem e servem o negócio.',
          type: 'behavioural',
          tags: ['produto', 'cliente'],
          levels: [
            'Sabe o que o produto ou serviço faz e quem o utiliza.',
            'Relaciona o seu trabalho com as necessidades dos utilizadores e os objetivos do produto e transmite o feedback dos utilizadores.',
            'Formula os problemas do ponto de vista do utilizador, pondera valor, esforço e risco e testa as ideias com utilizadores.',
            'Orienta a direção do produto com dados dos utilizadores, métricas e mercado, e ajuda outras pessoas a pensar em resultados.',
            'Define a estratégia de produto da organização e as práticas com que descobre e entrega o que os utilizadores valorizam.',
          ],
        },
        {
          key: 'regulatory-and-compliance-awareness',
          name: 'Conhecimento regulamentar e conformidade',
          description:
            'Conhece as leis, regulamentos e políticas internas aplicáveis ao trabalho e garante que este os cumpre.',
          type: 'technical',
          tags: ['conformidade', 'regulamentação'],
          levels: [
            'Conclui a formação obrigatória em conformidade e segue as regras aplicáveis às suas tarefas.',
            'Aplica os regulamentos e as políticas que regem o seu trabalho e pede conselho quando tem dúvidas.',
            'Integra os requisitos de conformidade nos processos e deteta problemas de conformidade antes de surgirem.',
            'Aconselha outras pessoas sobre questões regulamentares complexas e lidera a resposta a auditorias ou constatações.',
            'Molda a estratégia de conformidade da organização e as suas relações com as entidades reguladoras.',
          ],
        },
      ],
    },
    {
      key: 'digital-and-data-skills',
      name: 'Competências digitais e de dados',
      description:
        'Usar ferramentas digitais, dados e automação de forma eficaz, segura e responsável no trabalho do dia a dia.',
      competencies: [
        {
          key: 'digital-literacy',
          name: 'Literacia digital',
          description:
            'Usa com à-vontade as ferramentas digitais e o software de trabalho e adota novas ferramentas para trabalhar melhor.',
          type: 'technical',
          tags: ['digital', 'ferramentas'],
          levels: [
            'Usa com ajuda as ferramentas de trabalho básicas, como o e-mail, o calendário e os documentos partilhados.',
            'Usa com autonomia as ferramentas de trabalho comuns nas tarefas do dia a dia e aprende novas funcionalidades quando precisa.',
            'Usa funcionalidades avançadas, integrações e atalhos para trabalhar com eficiência e aprende depressa a usar novas ferramentas.',
            'Ajuda outras pessoas a adotar novas ferramentas, melhora os fluxos de trabalho da equipa e aconselha sobre que ferramentas usar.',
            'Molda o local de trabalho digital da organização, as suas escolhas de ferramentas e as competências de que as pessoas precisam para as usar bem.',
          ],
        },
        {
          key: 'data-analysis',
          name: 'Análise de dados',
          description: 'Recolhe, limpa e analisa dados para responder a perguntas e apoiar decisões.',
          type: 'technical',
          tags: ['dados', 'análise'],
          levels: [
            'Lê gráficos e tabelas simples e retira os números principais com orientação.',
            'Prepara análises de rotina com ferramentas e funções padrão e verifica se os resultados têm erros evidentes.',
            'Limpa e combina dados, escolhe métodos adequados, interpreta os resultados com espírito crítico e apresenta conclusões sólidas.',
            'Lidera análises complexas com rigor estatístico, revê o trabalho de outras pessoas e explica a incerteza a quem decide.',
            'Define os padrões de análise da organização e constrói uma cultura de decisões informadas por dados.',
          ],
        },
        {
          key: 'data-visualization-and-storytelling',
          name: 'Visualização e narrativa de dados',
          description:
            'Apresenta dados em gráficos, painéis e narrativas claros e honestos que levam à ação.',
          type: 'technical',
          tags: ['dados', 'visualização'],
          levels: [
            'Usa com ajuda modelos de gráficos e painéis existentes.',
            'Cria gráficos padrão claros para relatórios de rotina e identifica-os corretamente.',
            'Concebe gráficos e painéis que destacam o essencial, não induzem o leitor em erro e contam uma história clara.',
            'Constrói narrativas convincentes baseadas em dados para a gestão de topo e ensina visualização a outras pessoas.',
            'Define os padrões, as ferramentas e os painéis partilhados de visualização da organização.',
          ],
        },
        {
          key: 'spreadsheet-modeling',
          name: 'Modelação em folhas de cálculo',
          description:
            'Constrói modelos fiáveis e bem estruturados em folhas de cálculo para planear, acompanhar e analisar.',
          type: 'technical',
          tags: ['folhas de cálculo', 'modelação'],
          levels: [
            'Introduz, ordena e formata dados em folhas de cálculo com orientação.',
            'Usa fórmulas, filtros e tabelas dinâmicas para análises e relatórios de rotina.',
            'Constrói modelos estruturados e documentados, com validação de dados e cenários, que outras pessoas conseguem acompanhar.',
            'Constrói modelos complexos de que outras pessoas dependem, revê a exatidão de modelos e ensina boas práticas de modelação.',
            'Define os padrões de modelação da organização e decide quando os modelos críticos devem passar para sistemas mais robustos.',
          ],
        },
        {
          key: 'information-security-awareness',
          name: 'Sensibilização para a segurança da informação',
          description: 'Protege informação, contas e sistemas contra ameaças no trabalho do dia a dia.',
          type: 'technical',
          tags: ['segurança', 'risco'],
          levels: [
            'Segue as regras básicas de segurança, como palavras-passe fortes e o bloqueio dos dispositivos, quando lhe lembram.',
            'Reconhece o phishing e outras ameaças comuns, trata corretamente a informação sensível e comunica incidentes.',
            'Integra por defeito a segurança no seu trabalho e nas suas ferramentas e responde a incidentes com rapidez e correção.',
            'Avalia os riscos de segurança de projetos e processos e aconselha os colegas sobre como os reduzir.',
            'Lidera a cultura de segurança da organização, o seu programa de sensibilização e as suas práticas.',
          ],
        },
        {
          key: 'data-privacy-and-protection',
          name: 'Privacidade e proteção de dados',
          description:
            'Trata os dados pessoais de forma lícita, leal e segura ao longo de todo o seu ciclo de vida.',
          type: 'technical',
          tags: ['privacidade', 'proteção de dados'],
          levels: [
            'Sabe que os dados pessoais exigem cuidados especiais e segue as instruções sobre o seu tratamento.',
            'Trata os dados pessoais de acordo com a política no trabalho de rotina e comunica de imediato possíveis violações.',
            'Aplica a privacidade desde a conceção, recolhe e conserva apenas os dados necessários e respeita os direitos das pessoas sobre os seus dados.',
            'Lidera avaliações de impacto sobre a proteção de dados e aconselha sobre questões complexas de partilha e conservação de dados.',
            'Define o programa, as políticas e a governação de privacidade da organização.',
          ],
        },
        {
          key: 'working-with-ai-tools',
          name: 'Trabalho com ferramentas de IA',
          description:
            'Usa assistentes de IA e funcionalidades baseadas em IA de forma eficaz, crítica e responsável para melhorar o trabalho.',
          type: 'technical',
          tags: ['ia', 'produtividade'],
          levels: [
            'Experimenta ferramentas de IA em tarefas simples com orientação e segue as regras para a sua utilização.',
            'Usa ferramentas de IA em tarefas de rotina, verifica se os resultados têm erros e protege a informação confidencial.',
            'Integra ferramentas de IA nos seus fluxos de trabalho, escreve instruções eficazes e sabe onde não são fiáveis.',
            'Concebe processos assistidos por IA para uma equipa, avalia a sua qualidade e os seus riscos e orienta outras pessoas para uma utilização responsável.',
            'Define a abordagem da organização à IA, incluindo as suas prioridades, salvaguardas e as competências de que as pessoas precisam.',
          ],
        },
        {
          key: 'workflow-automation',
          name: 'Automação de fluxos de trabalho',
          description:
            'Automatiza tarefas repetitivas e liga ferramentas para que o trabalho flua com menos esforço manual e menos erros.',
          type: 'technical',
          tags: ['automação', 'eficiência'],
          levels: [
            'Usa automatismos configurados por outras pessoas e avisa quando falham.',
            'Configura automatismos simples para o seu próprio trabalho, como regras, modelos e tarefas agendadas.',
            'Identifica trabalho repetitivo e constrói automatismos fiáveis e documentados que ligam várias ferramentas.',
            'Concebe a automação de processos da equipa ou entre equipas, com monitorização e tratamento de erros, e ensina outras pessoas a automatizar.',
            'Define a estratégia, as plataformas e a governação de automação da organização.',
          ],
        },
      ],
    },
    {
      key: 'software-engineering',
      name: 'Engenharia de software',
      description: 'Conceber, construir, testar e operar software correto, seguro, fácil de manter e fiável.',
      competencies: [
        {
          key: 'programming',
          name: 'Programação',
          description: 'Escreve código correto, legível e fácil de manter nas linguagens que a equipa usa.',
          type: 'technical',
          tags: ['engenharia', 'código'],
          levels: [
            'Escreve código simples para tarefas bem definidas, com orientação e revisão de código atenta.',
            'Implementa funcionalidades bem definidas num código existente seguindo as convenções da equipa, com alguma revisão.',
            'Escreve com autonomia código limpo e bem testado para funcionalidades complexas e escolhe bibliotecas e padrões adequados.',
            'Concebe estruturas de código fáceis de manter para funcionalidades grandes, refatoriza com segurança código difícil e eleva a qualidade do código de outras pessoas.',
            'Define os padrões de engenharia, as linguagens e os padrões de conceção usados em toda a organização.',
          ],
        },
        {
          key: 'software-design-and-architecture',
          name: 'Conceção e arquitetura de software',
          description:
            'Concebe componentes e sistemas que respondem às necessidades de funcionalidade, fiabilidade, escala e mudança futura.',
          type: 'technical',
          tags: ['engenharia', 'arquitetura'],
          levels: [
            'Compreende a estrutura do sistema em que trabalha quando lha explicam.',
            'Concebe componentes pequenos dentro de uma arquitetura existente e explica as suas escolhas de conceção.',
            'Concebe serviços, fluxos de dados e interfaces com compromissos claros e documenta as decisões.',
            'Lidera a arquitetura de vários sistemas, conduz revisões de conceção e orienta as conceções de outras pessoas.',
            'Define a orientação técnica e os princípios de arquitetura da organização.',
          ],
        },
        {
          key: 'automated-testing',
          name: 'Testes automatizados',
          description:
            'Garante que o software funciona como previsto através de testes automatizados aos níveis certos, apoiados por testes exploratórios.',
          type: 'technical',
          tags: ['engenharia', 'testes'],
          levels: [
            'Executa os testes existentes e comunica as falhas com passos claros para as reproduzir.',
            'Escreve testes unitários para o seu código e mantém os testes existentes a passar.',
            'Concebe estratégias de teste que cobrem o comportamento de que os utilizadores dependem, aos níveis certos, com testes rápidos e fiáveis.',
            'Constrói infraestrutura de testes, elimina testes instáveis e melhora as práticas de qualidade entre equipas.',
            'Define a prática de engenharia de qualidade da organização e a confiança que cada tipo de alteração exige.',
          ],
        },
        {
          key: 'code-review',
          name: 'Revisão de código',
          description:
            'Revê alterações de código de forma construtiva para melhorar a correção, a clareza e o entendimento partilhado.',
          type: 'technical',
          tags: ['engenharia', 'revisão'],
          levels: [
            'Responde aos comentários de revisão sobre o seu código e aprende com eles com orientação.',
            'Revê alterações pequenas quanto à correção e ao estilo e faz perguntas sobre código pouco claro.',
            'Faz revisões atempadas, específicas e respeitosas que detetam problemas de conceção, segurança e testes, e não apenas de estilo.',
            'Revê alterações complexas e de alto risco, orienta outras pessoas através das revisões e mantém o processo de revisão rápido.',
            'Define as práticas e as expectativas de revisão das equipas de engenharia de toda a organização.',
          ],
        },
        {
          key: 'debugging-and-troubleshooting',
          name: 'Depuração e resolução de avarias',
          description:
            'Encontra e corrige falhas em software e sistemas de forma metódica, com base em factos.',
          type: 'technical',
          tags: ['engenharia', 'diagnóstico'],
          levels: [
            'Reproduz erros simples e recolhe registos e detalhes com ajuda.',
            'Encontra e corrige erros em código conhecido com a ajuda de registos, depuradores e testes.',
            'Diagnostica de forma metódica falhas complexas entre componentes, formula e testa hipóteses e corrige as causas profundas.',
            'Resolve os incidentes de produção mais difíceis, melhora a observabilidade e ensina técnicas de depuração.',
            'Molda a forma como a organização deteta, diagnostica e aprende com as falhas.',
          ],
        },
        {
          key: 'cloud-infrastructure-and-operations',
          name: 'Infraestrutura cloud e operações',
          description:
            'Constrói, implementa e opera software em produção de forma fiável, com automação e monitorização.',
          type: 'technical',
          tags: ['engenharia', 'operações'],
          levels: [
            'Implementa alterações seguindo um processo documentado, sob supervisão.',
            'Usa os pipelines, painéis e alertas da equipa e responde a alertas de rotina seguindo os manuais de operação.',
            'Automatiza a compilação, a implementação e a infraestrutura como código, e opera serviços com boa monitorização e planeamento de capacidade.',
            'Concebe plataformas e práticas de resposta a incidentes usadas por várias equipas e lidera as análises após incidentes.',
            'Define a estratégia de fiabilidade, infraestrutura e operações da organização.',
          ],
        },
        {
          key: 'secure-software-development',
          name: 'Desenvolvimento de software seguro',
          description:
            'Constrói software que resiste a ataques e protege os dados, da conceção à implementação.',
          type: 'technical',
          tags: ['engenharia', 'segurança'],
          levels: [
            'Sabe que existem tipos comuns de vulnerabilidades e segue com ajuda a lista de verificação de programação segura da equipa.',
            'Evita vulnerabilidades comuns, como a injeção e o tratamento inseguro de dados de entrada, e mantém as dependências atualizadas.',
            'Modela as ameaças das funcionalidades e integra autenticação, autorização e proteção de dados na conceção e no código.',
            'Revê a segurança do código e das conceções, lidera a correção de vulnerabilidades e ensina desenvolvimento seguro.',
            'Define as práticas, as ferramentas e as políticas de desenvolvimento seguro da organização.',
          ],
        },
        {
          key: 'databases-and-data-modeling',
          name: 'Bases de dados e modelação de dados',
          description: 'Concebe modelos de dados e escreve consultas e migrações corretas e eficientes.',
          type: 'technical',
          tags: ['engenharia', 'bases de dados'],
          levels: [
            'Escreve consultas simples sobre tabelas existentes com ajuda.',
            'Escreve junções, agregações e migrações simples para necessidades de rotina.',
            'Concebe esquemas, restrições e índices, escreve consultas eficientes e migra dados com segurança.',
            'Otimiza o desempenho de bases de dados em grande escala, planeia migrações de dados complexas e revê os modelos de dados de outras pessoas.',
            'Define a arquitetura de dados e a estratégia de armazenamento da organização.',
          ],
        },
        {
          key: 'technical-documentation',
          name: 'Documentação técnica',
          description:
            'Documenta software e sistemas para que outras pessoas os possam usar, operar e alterar.',
          type: 'technical',
          tags: ['engenharia', 'documentação'],
          levels: [
            'Atualiza a documentação existente quando lhe pedem.',
            'Documenta as suas funcionalidades, a sua configuração e como as pôr a funcionar.',
            'Escreve guias claros, registos de decisões e documentação de interfaces que se mantêm atualizados com o código.',
            'Organiza a documentação de todo um sistema, revê os documentos de outras pessoas e preenche lacunas importantes.',
            'Define os padrões e as ferramentas de documentação de engenharia de toda a organização.',
          ],
        },
      ],
    },
    {
      key: 'personal-effectiveness',
      name: 'Eficácia pessoal',
      description:
        'Gerir-se a si próprio: aprender, adaptar-se, manter a resiliência e agir com integridade e iniciativa.',
      competencies: [
        {
          key: 'adaptability',
          name: 'Adaptabilidade',
          description:
            'Ajusta-se a prioridades, situações e formas de trabalhar em mudança sem perder eficácia.',
          type: 'behavioural',
          tags: ['mudança', 'flexibilidade'],
          levels: [
            'Aceita mudanças quando são explicadas e apoiadas, embora possa precisar de tempo para se ajustar.',
            'Ajusta o seu trabalho a novas prioridades, ferramentas ou métodos com algum apoio.',
            'Adapta-se depressa a situações novas, mantém-se produtivo na incerteza e procura as vantagens da mudança.',
            'Ajuda outras pessoas a atravessar a mudança, vê nela oportunidades e ajusta os planos de uma equipa com rapidez e serenidade.',
            'É um exemplo de adaptabilidade para a organização e cria formas de trabalhar que lidam bem com a mudança constante.',
          ],
        },
        {
          key: 'learning-agility',
          name: 'Agilidade de aprendizagem',
          description:
            'Aprende depressa com a experiência, o feedback e o estudo, e aplica-o em situações novas.',
          type: 'behavioural',
          tags: ['aprendizagem', 'crescimento'],
          levels: [
            'Aprende tarefas novas através de instrução estruturada e prática.',
            'Adquire novas competências no trabalho, pede ajuda quando fica bloqueado e aplica o que aprendeu a tarefas semelhantes.',
            'Procura ativamente oportunidades de aprendizagem, reflete sobre a experiência e aplica as lições em contextos novos.',
            'Aprende depressa em áreas desconhecidas e ajuda outras pessoas a aprender com a experiência e os erros partilhados.',
            'Constrói uma organização que aprende de forma sistemática com os seus sucessos e fracassos.',
          ],
        },
        {
          key: 'resilience',
          name: 'Resiliência',
          description: 'Mantém a calma e a eficácia sob pressão e recupera dos contratempos.',
          type: 'behavioural',
          tags: ['resiliência', 'bem-estar'],
          levels: [
            'Precisa de apoio para se manter eficaz sob pressão ou depois de um contratempo.',
            'Mantém a calma perante a pressão normal e recupera de pequenos contratempos com pouca ajuda.',
            'Tem um desempenho estável sob pressão prolongada, mantém a perspetiva e aprende com os contratempos. Conhece os seus limites e pede apoio cedo.',
            'Dá estabilidade aos outros em situações de crise, mantém a equipa focada e está atento a sinais de sobrecarga nos colegas.',
            'Integra a resiliência nas cargas de trabalho, nas práticas e na cultura da organização e dá o exemplo de formas de trabalhar sustentáveis.',
          ],
        },
        {
          key: 'self-awareness',
          name: 'Autoconhecimento',
          description:
            'Conhece os seus pontos fortes, limitações, emoções e o impacto que tem nos outros, e usa esse conhecimento para melhorar.',
          type: 'behavioural',
          tags: ['reflexão', 'crescimento'],
          levels: [
            'Começa a reconhecer os seus pontos fortes e áreas de melhoria, sobretudo através do feedback de outras pessoas.',
            'Descreve os seus pontos fortes e áreas de melhoria com exemplos e trabalha neles.',
            'Compreende o impacto que tem nos outros e ajusta o seu comportamento em conformidade. Reflete regularmente sobre o seu desempenho.',
            'Usa um conhecimento profundo de si para escolher abordagens que tiram o melhor de si e dos outros. Ajuda outras pessoas a refletir.',
            'Dá o exemplo ao falar abertamente das suas limitações e cria hábitos de reflexão em toda a organização.',
          ],
        },
        {
          key: 'initiative',
          name: 'Iniciativa',
          description: 'Age sem que lhe peçam para aproveitar oportunidades e resolver problemas.',
          type: 'behavioural',
          tags: ['proatividade', 'responsabilidade'],
          levels: [
            'Age segundo instruções claras e pergunta o que fazer a seguir quando termina uma tarefa.',
            'Assume tarefas adicionais na sua área e resolve pequenos problemas sem que lhe peçam.',
            'Deteta cedo oportunidades e problemas e age, envolvendo outras pessoas quando é preciso.',
            'Lança iniciativas que beneficiam a equipa alargada ou a organização e incentiva outras pessoas a fazer o mesmo.',
            'Cria um ambiente em que as pessoas de toda a organização têm a confiança e o mandato para tomar a iniciativa.',
          ],
        },
        {
          key: 'integrity-and-ethics',
          name: 'Integridade e ética',
          description:
            'Age com honestidade e ética, guarda a confidencialidade e faz o que está certo mesmo quando é difícil.',
          type: 'behavioural',
          tags: ['ética', 'confiança'],
          levels: [
            'Segue o código de conduta e as políticas e pergunta quando não sabe o que se espera.',
            'É honesto quanto ao seu trabalho e aos seus erros, guarda a confidencialidade e trata os outros com justiça.',
            'Age com ética em situações difíceis e manifesta-se quando algo está errado, mesmo sob pressão.',
            'Orienta outras pessoas perante dilemas éticos e protege quem levanta preocupações.',
            'Define o tom ético da organização através de palavras, decisões e ações coerentes.',
          ],
        },
        {
          key: 'emotional-intelligence',
          name: 'Inteligência emocional',
          description:
            'Reconhece e gere as suas emoções e as dos outros para construir relações de trabalho eficazes.',
          type: 'behavioural',
          tags: ['empatia', 'relações'],
          levels: [
            'Reconhece as suas emoções e as dos outros em situações evidentes.',
            'Gere as suas reações no trabalho do dia a dia e mostra empatia pelos colegas.',
            'Lê a dinâmica emocional de uma situação e responde de forma útil, também sob stress.',
            'Lida com situações emocionalmente complexas e ajuda outras pessoas a compreender e gerir as suas emoções.',
            'Integra a segurança psicológica e a empatia na cultura da organização.',
          ],
        },
        {
          key: 'time-and-workload-management',
          name: 'Gestão do tempo e da carga de trabalho',
          description: 'Usa bem o tempo, gere a carga de trabalho de forma sustentável e cumpre os prazos.',
          type: 'behavioural',
          tags: ['tempo', 'produtividade'],
          levels: [
            'Precisa de lembretes e ajuda para organizar o seu tempo e cumprir prazos.',
            'Gere o seu tempo para cumprir a maioria dos prazos e avisa quando a carga de trabalho se torna excessiva.',
            'Planeia o tempo de forma realista, reserva tempo para trabalho concentrado e cumpre os prazos com fiabilidade.',
            'Ajuda outras pessoas a gerir a carga de trabalho e o tempo sob pressão e distribui o trabalho de forma equilibrada na equipa.',
            'Define normas de agenda, reuniões e tempo de concentração que permitem às pessoas de toda a organização trabalhar de forma sustentável.',
          ],
        },
      ],
    },
  ],
};
