import type { HelpArticleSeed } from './types.ts';

/**
 * The help articles in European Portuguese (pt-PT), in the same order, with the same slugs, areas and paths,
 * as every other language. Button, tab and field names are the app's own pt-PT labels.
 */
export const HELP_ARTICLES_PT_PT: HelpArticleSeed[] = [
  {
    slug: 'getting-started',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Primeiros passos: o seu painel e o menu',
    body:
      'O meu painel é a primeira página que vê depois de iniciar sessão. Reúne o que lhe importa hoje:\n\n' +
      '- «As minhas competências»: a sua adequação à sua função, as suas maiores lacunas e as suas tarefas de avaliação, como um feedback que lhe pediram.\n' +
      '- «O seu crescimento»: a sua adequação às funções-alvo e as suas próximas ações de desenvolvimento.\n' +
      '- «Perfil preenchido»: o que ainda falta no seu perfil, com «Completar o meu perfil».\n' +
      '- «Atalhos» para as páginas que a sua função pode abrir.\n\n' +
      'Se lidera uma equipa, «A sua equipa» mostra a adequação média, as maiores lacunas e quem aguarda a sua avaliação. Os administradores veem também «Aprovações pendentes» e «Convidar um colega». Se o seu endereço de e-mail ainda não estiver confirmado, um aviso pede-lhe que o confirme; use «Reenviar ligação» se o e-mail não tiver chegado.\n\n' +
      'O menu à esquerda mostra apenas as páginas que a sua função pode usar; num ecrã pequeno, abra-o com o botão de menu no topo. Algumas entradas, como Pesquisa de talento, fazem parte do CompetencyHub mas mostram «Ainda não disponível» nesta versão. O menu do utilizador, no canto superior direito, com o seu nome e fotografia, tem Perfil e Terminar sessão.',
  },
  {
    slug: 'help-assistant',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Perguntar ao assistente de ajuda',
    body:
      'O botão «Ajuda», no canto inferior direito de cada página, abre o assistente. Escreva uma pergunta e prima Enter, ou escolha uma das perguntas sugeridas para a página em que está. O assistente responde no seu idioma a partir dos artigos de ajuda do CompetencyHub, das perguntas frequentes e da base de conhecimento da sua empresa, e mostra de onde vem cada parte da resposta, com uma ligação para ler mais.\n\n' +
      'Quando a sua empresa ou a plataforma tem um modelo de IA configurado, a resposta é redigida pela IA apenas a partir dessas fontes e aparece à medida que é escrita; uma nota por baixo da resposta indica-o. Caso contrário, o assistente cita tal como estão os excertos mais relevantes. Em ambos os casos, confirme nas fontes o que importa.\n\n' +
      'Por baixo de cada resposta, «Isto foi útil?» recolhe a sua avaliação, e pode acrescentar um comentário. A conversa mantém-se aberta enquanto muda de página.\n\n' +
      'Se nada responder bem à sua pergunta e estiver configurada uma pesquisa na web, a resposta lista «Fontes externas encontradas»: páginas da web que abrem num novo separador. «Adicionar à base de conhecimento» numa delas sugere-a para a base de conhecimento da sua empresa. Também pode sugerir qualquer página com «Sugerir uma página para a base de conhecimento», por baixo da conversa.',
  },
  {
    slug: 'roles-and-access',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Funções: quem pode fazer o quê',
    body:
      'Cada pessoa no CompetencyHub tem uma única função de acesso. Aparece no menu do utilizador e no seu painel, e decide que páginas surgem no seu menu.\n\n' +
      '- Colaborador: o seu painel, perfil, competências, experiência, plano de carreira e plano de desenvolvimento.\n' +
      '- Gestor de equipa: também a Gestão de equipas para a sua equipa e os Perfis de função para consulta.\n' +
      '- Responsável de formação: também edita quadros de competências e perfis de função, lança ciclos de avaliação, cria equipas transversais e vê todas as equipas.\n' +
      '- Administrador de TI da empresa: também gere as pessoas na Gestão de utilizadores: pedidos de adesão, convites, funções, chefias diretas e desativações.\n' +
      '- Titular da conta: tudo o que foi referido, mais a Administração da empresa e a subscrição.\n\n' +
      'Administrador do sistema e Proprietário do sistema são a equipa da plataforma CompetencyHub; podem gerir as empresas clientes.\n\n' +
      'Ser chefia direta de alguém não depende da função de acesso: quem estiver definido como a sua chefia direta avalia-o e pode abrir os seus planos de carreira e de desenvolvimento. As chefias diretas são definidas na Gestão de utilizadores.\n\n' +
      'Se precisar de uma página que não vê, fale com o administrador da sua empresa.',
  },
  {
    slug: 'change-language',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Mudar o idioma da interface',
    body:
      'Para mudar o idioma, abra o menu de idiomas no topo de qualquer página, junto ao seu nome, e escolha um idioma. A interface muda de imediato e uma mensagem confirma a alteração.\n\n' +
      'O CompetencyHub está traduzido para inglês, espanhol (Español), francês (Français), alemão (Deutsch) e português. Também pode escolher English (UK), English (Australia), Italiano, Nederlands e 日本語; por agora, estes mostram os textos em inglês.\n\n' +
      'A sua escolha fica guardada neste navegador. Noutro navegador ou dispositivo, o CompetencyHub parte das definições de idioma desse navegador; escolha novamente se for preciso.\n\n' +
      'O que as pessoas da sua empresa escrevem, como nomes de competências, perfis de função e comentários, mantém-se no idioma em que foi escrito. A biblioteca inicial de competências é importada no idioma da interface de quem a importa (inglês dos EUA, espanhol, francês, alemão ou português).\n\n' +
      'As páginas públicas, como as perguntas frequentes e o formulário de contacto, têm o mesmo menu de idiomas.',
  },
  {
    slug: 'faq-and-contact',
    area: 'getting-started',
    path: '/faq',
    title: 'Encontrar respostas nas perguntas frequentes ou contactar-nos',
    body:
      'O rodapé de cada página tem ligações para «Perguntas frequentes» e «Contacto», bem como para os termos de utilização e a política de privacidade.\n\n' +
      'As perguntas frequentes respondem, no seu idioma, a dúvidas sobre contas, adesão a uma empresa, convites, funções, subscrições, dados e idiomas. Escreva na caixa de pesquisa para encontrar as perguntas e respostas que contêm as suas palavras. Com sessão iniciada, pode responder a «Esta resposta foi útil?» com «Sim» ou «Não»; os seus votos ajudam a equipa a melhorar as respostas.\n\n' +
      'Se não encontrar o que procura, use o formulário de contacto: indique o seu nome e e-mail, opcionalmente a sua empresa, escolha um assunto (vendas, suporte, faturação, privacidade e proteção de dados, ou outro) e escreva uma mensagem com pelo menos 10 carateres. Clique em «Enviar mensagem». A equipa do CompetencyHub responde por e-mail, normalmente em 1–2 dias úteis.\n\n' +
      'Para questões sobre a configuração da sua empresa, como a sua função, o seu acesso ou o seu perfil de função, fale com o administrador da sua empresa.',
  },
  {
    slug: 'update-your-profile',
    area: 'profile',
    path: '/profile',
    title: 'Atualizar o seu perfil e a sua fotografia',
    body:
      'Abra O meu perfil a partir do menu, ou escolha Perfil no menu do utilizador, no canto superior direito. O topo da página mostra os seus dados tal como os colegas os veem, incluindo a sua chefia direta.\n\n' +
      'Para adicionar uma fotografia, clique em «Carregar fotografia» e escolha uma imagem PNG, JPEG ou WebP com até 2 MB. Verifique a pré-visualização e clique em «Guardar fotografia». «Remover fotografia» mostra as suas iniciais em vez dela.\n\n' +
      'Em «Dados pessoais» pode alterar o seu nome completo, a sua localização e o seu número de telefone e clicar em «Guardar alterações». Indique o telefone em formato internacional, por exemplo +44 20 7946 0958; não pode já estar a ser usado por outra conta. Depois de guardado, também pode iniciar sessão com ele.\n\n' +
      'O seu cargo e o seu departamento não são editáveis: vêm do perfil de função que um administrador lhe atribui. A sua chefia direta e a sua localização também são definidas por um administrador, com o seu histórico de funções.\n\n' +
      'O seu painel mostra quão completo está o seu perfil. Um perfil completo tem o nome completo, um e-mail confirmado, o cargo, o departamento, a localização, o telefone e a fotografia, para que colegas e chefias o encontrem.',
  },
  {
    slug: 'password-and-sessions',
    area: 'profile',
    path: '/profile',
    title: 'Alterar a palavra-passe e ver onde tem sessão iniciada',
    body:
      'Para alterar a sua palavra-passe, abra O meu perfil e vá a «Alterar palavra-passe». Escreva a palavra-passe atual e uma nova e clique em «Atualizar palavra-passe». Uma palavra-passe precisa de pelo menos 8 carateres. Não pode ser uma das palavras-passe mais comuns nem um padrão curto repetido, nem conter o seu nome ou o seu e-mail; o formulário indica a regra que falhou.\n\n' +
      '«Terminar sessão em todos os outros dispositivos» está assinalado por predefinição: os outros navegadores com sessão na sua conta terminam a sessão quando a palavra-passe muda. Desmarque a caixa para os manter.\n\n' +
      '«Sessões ativas» lista cada navegador e dispositivo onde tem sessão iniciada, com a última atividade e o endereço IP; o que está a usar aparece como «Este dispositivo». Clique em «Terminar sessão» junto a uma sessão que não reconheça, ou em «Terminar as outras sessões» para as terminar todas exceto esta. Para terminar a sessão atual, escolha Terminar sessão no menu do utilizador.\n\n' +
      'Se se esqueceu da palavra-passe, clique em «Esqueceu-se da palavra-passe?» na página de início de sessão. A ligação de reposição funciona uma vez e expira ao fim de uma hora.',
  },
  {
    slug: 'understand-your-levels',
    area: 'competencies',
    path: '/competencies',
    title: 'Compreender os seus níveis de competência',
    body:
      'As minhas competências mostra onde se situa em cada competência da sua função. No separador «Resumo», «Os seus níveis» lista cada competência com o seu nível atual e o nível exigido pelo seu perfil de função.\n\n' +
      'O seu nível atual combina até três fontes: a avaliação da sua chefia, o feedback 360° dos seus colegas e a sua autoavaliação. Por predefinição conta primeiro a avaliação mais recente da sua chefia, depois a média dos colegas e depois a sua autoavaliação mais recente. A sua empresa pode escolher outra ordem ou uma média ponderada.\n\n' +
      'Clique em «Porquê este nível?» numa competência para ver cada fonte: quem avaliou, que nível, quando e com que peso. Uma fonte presente mas não contabilizada aparece como «Não considerada». As qualificações que associou à competência em A minha experiência surgem em «Qualificações que a comprovam».\n\n' +
      'A mesma vista mostra o «Histórico» do nível num gráfico; escolha «Mostrar o histórico em tabela» para ler os valores. As respostas dos colegas só aparecem como média de várias pessoas.\n\n' +
      'Se a lista estiver vazia, ainda não tem perfil de função nem avaliações: avalie-se no separador «Avaliações».',
  },
  {
    slug: 'fit-and-skill-gaps',
    area: 'competencies',
    path: '/competencies',
    title: 'Ler a sua adequação e as lacunas de competências face a uma função',
    body:
      'A secção «Adequação e lacunas» de As minhas competências compara os seus níveis atuais com o que uma função exige. Começa pela sua própria função: o perfil de função que um administrador lhe atribuiu.\n\n' +
      'A adequação é uma percentagem. Cada competência exigida conta pela sua importância (crítica 3, importante 2, desejável 1), e o seu nível é comparado com o exigido, até 100 % por competência. Uma competência ainda não avaliada conta como 0, por isso autoavaliar-se dá uma imagem mais fiel.\n\n' +
      'Abaixo da adequação, cada requisito mostra o seu nível, o nível exigido e quanto falta, com as maiores lacunas nas competências mais importantes primeiro. Os requisitos cumpridos aparecem assinalados como tal.\n\n' +
      'Para ver como se adequaria a outra função, escolha-a em «Comparar com uma função». É uma simulação e não altera nada.\n\n' +
      'O seu painel mostra a sua adequação e as suas maiores lacunas. Para planear como as colmatar, use O meu desenvolvimento; para apontar a outra função, use O meu plano de carreira.',
  },
  {
    slug: 'self-assessment',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Avaliar-se (autoavaliação)',
    body:
      'Para se avaliar, abra As minhas competências e escolha o separador «Avaliações». A secção «Autoavaliação» lista as competências da sua função. Se ainda não tem perfil de função, ou quer avaliar outra coisa, use «Avaliar outra competência», escolha a competência e clique em «Acrescentar».\n\n' +
      '- Clique em «Avaliar» junto a uma competência. Cada nível descreve o que as pessoas fazem nesse nível: escolha o que corresponde ao que faz realmente.\n' +
      '- Se quiser, acrescente um comentário e evidências: até cinco ligações e ficheiros, cada ficheiro até 5 MB (PDF, imagem, texto ou documento do Office). Com «Adicionar ligação» a ligação passa para a lista e pode escrever outra; uma ligação que fique no campo também é guardada. As evidências são vistas por si, pela sua chefia e por quem gere as competências.\n' +
      '- Avalie as competências que quiser e clique no botão de guardar, que indica quantas avaliações estão prontas.\n\n' +
      'Cada avaliação fica guardada, pelo que o seu histórico mostra como evoluiu. Para atualizar um nível, avalie novamente a competência. As avaliações que fizer enquanto participa num ciclo de avaliação aberto contam para esse ciclo.\n\n' +
      'A sua autoavaliação é uma das fontes do seu nível atual, e a sua chefia vê-a ao lado da própria avaliação.',
  },
  {
    slug: 'request-360-feedback',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Pedir feedback 360° aos colegas',
    body:
      'Para pedir feedback, abra As minhas competências, escolha o separador «Avaliações» e clique em «Pedir feedback» na secção «Feedback 360°».\n\n' +
      '- Em «Encontrar colegas», pesquise por nome ou e-mail e adicione até 20 colegas ativos. A sua chefia direta não aparece: avalia-o com o próprio nome.\n' +
      '- Para cada colega, indique como trabalha consigo: «Colega de equipa», «Subordinado direto» ou «Outro colega».\n' +
      '- Defina «Resposta até» (daqui a duas semanas por predefinição, no máximo seis meses), acrescente uma mensagem se quiser e reveja as «Competências sobre as quais perguntar»; as da sua função já estão escolhidas.\n' +
      '- Envie os pedidos com o botão no fundo. Cada colega recebe um e-mail.\n\n' +
      'As respostas são anónimas. Ninguém vê a resposta de um colega em concreto, apenas uma média, mostrada quando responde pelo menos o mínimo definido pela sua empresa (nunca menos de 3) e renovada a cada 3 novas respostas.\n\n' +
      'Acompanhe os seus pedidos em «Pedidos feitos por si e pela sua chefia», com estados como Em espera, Respondido, Recusado ou Expirado. «Retirar» cancela um pedido aberto. É enviado um lembrete dois dias antes do prazo; o pedido expira sete dias depois.',
  },
  {
    slug: 'answer-feedback-requests',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Responder a um pedido de feedback ou recusá-lo',
    body:
      'Quando um colega ou uma chefia lhe pede feedback, recebe um e-mail e uma tarefa no seu painel. O pedido aparece em As minhas competências, separador «Avaliações», em «Feedback que lhe pedem», com a pessoa a que se refere, o número de competências e o prazo.\n\n' +
      '- Clique em «Responder» para avaliar o que observou em cada competência pedida, com um comentário opcional, e envie as suas avaliações.\n' +
      '- Clique em «Aceitar» para indicar que vai responder mais tarde.\n' +
      '- Clique em «Recusar» se não puder dar um feedback útil, e indique brevemente o motivo. Quem pediu vê-o e pode pedir a outra pessoa.\n\n' +
      'A sua resposta nunca é mostrada isoladamente. Só aparece uma média de vários colegas, quando responderam colegas suficientes, para que ninguém consiga deduzir o que disse.\n\n' +
      'Recebe um lembrete dois dias antes do prazo. Depois dessa data, o pedido aparece «Em atraso», mas ainda pode ser respondido durante sete dias; depois expira e sai das suas tarefas.',
  },
  {
    slug: 'rate-your-reports',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Avaliar as pessoas que lhe reportam',
    body:
      'Se houver pessoas que lhe reportam, o separador «Avaliações» de As minhas competências tem a secção «A minha equipa». Lista cada uma com o número de competências que autoavaliou, o número que já foram avaliadas por si, a sua adequação e o número de lacunas.\n\n' +
      'Para avaliar alguém, clique em «Avaliar» junto ao nome. Para cada competência da função, vê a autoavaliação da pessoa ao lado da sua última avaliação. Escolha um nível, acrescente um comentário se quiser e guarde. A pessoa vê a sua avaliação com o seu nome; por predefinição, conta em primeiro lugar no nível atual dela.\n\n' +
      'Clique em «Ver lacunas» para abrir a adequação, as lacunas e os níveis da pessoa, com «Porquê este nível?». Clique em «Pedir feedback» para pedir a colegas feedback 360° sobre ela, tal como faria para si.\n\n' +
      'Só a chefia direta dá avaliações de chefia; é definida na Gestão de utilizadores. Quem não tem perfil de função pode ainda não ter nada para avaliar. O seu painel avisa quando alguém da equipa se autoavaliou desde a sua última avaliação, e também pode avaliar a partir da matriz de competências da Gestão de equipas.',
  },
  {
    slug: 'assessment-cycles',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Organizar um ciclo de avaliação',
    body:
      'Um ciclo de avaliação pede a um grupo de pessoas que se autoavaliem até uma data, e às suas chefias que as avaliem. Os responsáveis de formação e os titulares da conta encontram «Ciclos de avaliação» no fim do separador «Avaliações» de As minhas competências.\n\n' +
      'Clique em «Lançar um ciclo» e preencha:\n\n' +
      '- «Nome», por exemplo Avaliação da primavera.\n' +
      '- «Quem participa»: «Toda a empresa», «Uma unidade e as suas subunidades» ou «Quem ocupa um perfil de função».\n' +
      '- «Prazo»: no máximo seis meses depois.\n\n' +
      'Ao lançá-lo, cada pessoa ativa desse grupo passa a participar, recebe um e-mail e vê uma tarefa no seu painel.\n\n' +
      'Cada ciclo mostra quantas autoavaliações e avaliações das chefias estão feitas; abra-o para ver cada pessoa, a sua chefia e o que está feito. Uma pessoa termina quando cada competência da sua função foi avaliada desde o lançamento.\n\n' +
      '«Enviar lembretes» escreve aos participantes que não terminaram e às chefias com avaliações pendentes. Além disso, é enviado automaticamente um lembrete três dias antes do prazo. «Alterar nome ou prazo» mantém os participantes iniciais. «Encerrar o ciclo» para os lembretes; as avaliações já dadas mantêm-se.',
  },
  {
    slug: 'experience-and-certifications',
    area: 'experience',
    path: '/experience',
    title: 'Registar o seu percurso e as suas certificações',
    body:
      'Abra A minha experiência para reunir o seu percurso profissional e as suas qualificações num só lugar.\n\n' +
      'Para adicionar um emprego, clique em «Adicionar um emprego» em «Percurso profissional» e indique a entidade empregadora, o cargo e as datas. Deixe «Até» vazio se ainda lá trabalha. Se quiser, descreva brevemente o que fez e guarde.\n\n' +
      'Para adicionar uma qualificação ou certificação, clique em «Adicionar» em «Qualificações e certificações». Indique o nome e, se quiser, a entidade emissora, o número da credencial e as datas de emissão e de expiração; deixe a expiração vazia se não expirar. Pode anexar o certificado como ficheiro e, em «Evidência de», associar as competências que comprova. As qualificações associadas aparecem em As minhas competências, em «Porquê este nível?».\n\n' +
      'Cada qualificação mostra o seu estado com cor e por extenso: «Válida», «Expira em breve» (nos próximos 90 dias), «Expirada» ou «Sem validade». Recebe um e-mail 30 dias antes de uma certificação expirar.\n\n' +
      'Use os botões de editar e remover junto a uma entrada para a alterar ou apagar. Remover uma qualificação remove também o ficheiro do certificado.',
  },
  {
    slug: 'career-planning',
    area: 'career',
    path: '/career-plan',
    title: 'Planear a sua carreira: funções-alvo e próximos passos',
    body:
      'O meu plano de carreira mostra para onde pode ir a partir da sua função e quanto se adequa hoje a cada opção.\n\n' +
      '- «A minha função atual» mostra a sua adequação e as lacunas a colmatar.\n' +
      '- «Próximas funções no seu percurso» lista as promoções e mudanças laterais que a sua empresa associou à sua função, cada uma com a sua adequação.\n' +
      '- «Explorar outra função» mostra a sua adequação a qualquer função da empresa e o que lhe faltaria para a ocupar.\n\n' +
      'Para definir objetivos, clique em «Escolher funções-alvo». Adicione uma ou duas funções, cada uma com a data em que quer estar preparado (até 10 anos), e guarde. Cada função-alvo mostra as suas lacunas e um gráfico de «Progresso» da sua adequação em cada dia em que mudou; «Mostrar o progresso em tabela» dá os valores.\n\n' +
      'Ative «Aberto a oportunidades internas» para indicar que consideraria outras funções na empresa. Fica desativado até o ativar.\n\n' +
      'A sua chefia pode abrir o seu plano e comentá-lo, e pode responder em «Comentários». As chefias escolhem no topo da página que plano ver; os responsáveis de formação e os titulares da conta podem abrir o plano de qualquer pessoa.',
  },
  {
    slug: 'development-plan',
    area: 'development',
    path: '/personal-development',
    title: 'Construir o seu plano de desenvolvimento',
    body:
      'O meu desenvolvimento contém o seu plano de desenvolvimento: ações que colmatam as lacunas da sua função atual e das suas funções-alvo.\n\n' +
      'Para adicionar uma ação, clique em «Adicionar ação» e preencha:\n\n' +
      '- «Tipo de ação»: curso ou recurso de aprendizagem, projeto ou desafio, mentoria, leitura ou outra.\n' +
      '- «Título», uma descrição e uma ligação opcionais, e um «Prazo» até três anos.\n' +
      '- «Competências que desenvolve»: associe de uma a cinco. Cada uma mostra o seu nível atual face ao que as suas funções exigem.\n' +
      '- Para uma mentoria, um «Mentor»: um colega que oferece mentoria e tem pelo menos nível avançado nessa competência.\n\n' +
      'Depois clique em «Adicionar ao plano».\n\n' +
      '«Ações sugeridas» lista as suas maiores lacunas com ideias prontas: um mentor, um projeto ou um curso. Escolha uma para a abrir já preenchida; pode alterar tudo antes de a adicionar.\n\n' +
      'Clique em «Começar» quando iniciar uma ação, em «Editar» para a alterar ou em «Cancelar ação» se já não fizer sentido. Um plano tem no máximo 50 ações abertas. As ações em atraso ficam assinaladas e um e-mail semanal lista-as; desative-o com «Enviar-me um e-mail sobre ações em atraso».',
  },
  {
    slug: 'complete-actions-and-approval',
    area: 'development',
    path: '/personal-development',
    title: 'Concluir ações, aprovar o plano e ser mentor',
    body:
      'Quando terminar uma ação de desenvolvimento, clique em «Concluir» nela. Acrescente o que prova que está feita: uma ligação, um ficheiro (PDF, imagem ou documento, até 5 MB) ou uma nota, e clique em «Marcar como concluída». A sua chefia é convidada a avaliar novamente as competências que a ação desenvolve, e a ação indica que foi pedida uma reavaliação. As ações concluídas ficam no plano como registo.\n\n' +
      'A sua chefia revê o seu plano: pode comentá-lo e aprová-lo com «Aprovar plano». O plano mostra então quem o aprovou e quando. Se o alterar depois, aguarda uma nova aprovação. Sem chefia direta, ninguém aprova o plano.\n\n' +
      'As chefias abrem o plano de uma pessoa da equipa escolhendo-a em «Plano de desenvolvimento de». Use «Comentários» para discutirem o plano em conjunto.\n\n' +
      'Para ajudar os colegas a crescer, ative «Oferecer mentoria». Quem precisar de uma competência em que tenha pelo menos nível avançado passa a vê-lo como possível mentor nas sugestões.\n\n' +
      'O seu painel mostra as suas próximas ações, e o painel de uma chefia mostra as pessoas da equipa com ações em atraso.',
  },
  {
    slug: 'team-skill-matrix',
    area: 'teams',
    path: '/team-management',
    title: 'Usar a matriz de competências da equipa',
    body:
      'A Gestão de equipas mostra as competências da sua equipa face ao que as funções exigem. Os gestores de equipa veem a sua própria equipa: as pessoas de quem são chefia direta, sem configurar nada. Os responsáveis de formação e os titulares da conta veem todas as equipas da empresa e escolhem uma em «Equipa».\n\n' +
      'A «Matriz de competências» tem uma linha por pessoa e uma coluna por competência. Cada célula mostra o nível atual e depois o nível exigido pelo perfil de função da pessoa, por palavras e números além da cor. Use «Filtrar competências» e «Ordenar pessoas por» (nome, menor adequação primeiro ou maior adequação primeiro). No telemóvel, cada pessoa é um cartão.\n\n' +
      'Cada pessoa mostra a sua adequação e o estado da avaliação, como «A sua avaliação está pendente», «Ainda sem autoavaliação» ou pedidos de feedback abertos. Clique em «Níveis» para ver os níveis e as lacunas, ou em «Avaliar» para avaliar um subordinado direto.\n\n' +
      '«Lacunas da equipa» lista as competências em que a maioria de quem delas precisa fica abaixo do nível exigido. «Riscos de cobertura» lista o que só uma pessoa, ou ninguém, domina ao nível proficiente.\n\n' +
      '«Exportar CSV» transfere a matriz. A matriz de competências está incluída nos planos Profissional e Enterprise e na avaliação gratuita.',
  },
  {
    slug: 'cross-functional-teams',
    area: 'teams',
    path: '/team-management',
    title: 'Criar uma equipa transversal',
    body:
      'Além das equipas das chefias diretas, os responsáveis de formação e os titulares da conta podem criar equipas transversais: pessoas de toda a empresa, por exemplo para um projeto.\n\n' +
      'Na Gestão de equipas, clique em «Nova equipa» e indique:\n\n' +
      '- «Nome da equipa», único na empresa.\n' +
      '- «Membros»: pesquise pessoas por nome ou e-mail e adicione até 200. Uma pessoa pode estar em várias equipas.\n' +
      '- «Líder» (opcional): um gestor de equipa que lidere a equipa vê-a na sua Gestão de equipas.\n' +
      '- «Competências na matriz (opcional)», até 60. Se ficar vazio, mostra-se o que os perfis de função dos membros exigem.\n\n' +
      'Clique em «Criar equipa». A equipa passa a ter a sua própria matriz de competências, lacunas e riscos de cobertura.\n\n' +
      'Para a alterar mais tarde, escolha a equipa e clique em «Editar equipa». «Eliminar equipa» elimina apenas a equipa: os membros, os seus níveis e as suas chefias diretas mantêm-se.\n\n' +
      'A equipa de uma chefia direta não se edita aqui: é sempre composta pelos seus subordinados diretos, por isso altere as chefias diretas na Gestão de utilizadores. Para incluir subordinados indiretos nessas equipas, ative «As equipas incluem subordinados indiretos» na Gestão de competências.',
  },
  {
    slug: 'job-profiles',
    area: 'job-profiles',
    path: '/job-profiles',
    title: 'Criar e atribuir perfis de função',
    body:
      'Um perfil de função descreve uma função: as competências que exige, em que nível e com que importância. A adequação e as lacunas medem-se face a ele. Os responsáveis de formação e os titulares da conta criam e editam perfis de função; os gestores de equipa podem consultá-los.\n\n' +
      'Para criar um, abra Perfis de função e clique em «Novo» (ou «Criar perfil de função» se ainda não existir nenhum). Indique o «Cargo» e, se quiser, o «Departamento», a «Família de funções», a «Categoria» e a «Descrição»; as famílias e as categorias, com as suas bandas salariais, gerem-se no separador «Arquitetura de funções». Acrescente cada requisito com «Adicionar uma competência» e defina o nível exigido e a importância: «Crítica», «Importante» ou «Desejável». Um perfil de função pode exigir até 100 competências. Guarde-o.\n\n' +
      'Para atribuir o perfil, abra-o, clique em «Atribuir a pessoas», pesquise cada pessoa e clique em «Atribuir». O cargo e o departamento seguem o perfil; quem tinha outro perfil passa para este. Também pode usar «Definir perfil de função» na Gestão de utilizadores.\n\n' +
      'Cada perfil mostra as pessoas que o ocupam, a sua adequação e a adequação média. «Arquivar» impede novas atribuições; quem o ocupa mantém-no, e pode restaurá-lo.\n\n' +
      'Criar e editar perfis de função requer o plano Profissional, um plano Enterprise ou a avaliação gratuita.',
  },
  {
    slug: 'career-paths',
    area: 'job-profiles',
    path: '/job-profiles',
    title: 'Ligar funções em percursos de carreira',
    body:
      'Os percursos de carreira mostram para onde cada pessoa pode evoluir a partir da sua função. Todos os veem em O meu plano de carreira, em «Próximas funções no seu percurso», com a sua própria adequação a cada função.\n\n' +
      'Para os definir, abra Perfis de função, escolha uma função e clique em «Editar percursos» na secção «Percursos de carreira». Clique em «Adicionar um próximo passo» e escolha a próxima função e o tipo de mudança: «Promoção» ou «Mudança lateral». Uma função pode levar a 10 próximas funções, no máximo. Guarde as alterações.\n\n' +
      '- Uma função não pode ser o seu próprio próximo passo, e cada próxima função aparece uma só vez.\n' +
      '- Uma promoção não pode voltar à sua própria função através de outras promoções: torne esse passo uma mudança lateral.\n' +
      '- Só é possível ligar perfis de função ativos da sua empresa.\n\n' +
      'A secção mostra também as «Funções que levam aqui», para ver os caminhos até uma função.\n\n' +
      'Os responsáveis de formação e os titulares da conta editam os percursos; os gestores de equipa podem vê-los. Tal como editar perfis de função, editar percursos requer o plano Profissional, um plano Enterprise ou a avaliação gratuita.',
  },
  {
    slug: 'competency-frameworks',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Configurar quadros de competências',
    body:
      'Na Gestão de competências, os responsáveis de formação e os titulares da conta definem o que é um bom trabalho. Um quadro agrupa competências em categorias e avalia-as numa escala de proficiência.\n\n' +
      'Para começar depressa, clique em «Importar a biblioteca inicial»: mais de 60 competências em 8 categorias, cada uma descrita em todos os níveis. Torna-se o seu próprio quadro, que pode editar. Ou clique em «Criar quadro» («Novo» quando já tiver um) e indique um nome e uma descrição; começa com a escala de cinco níveis Principiante, Em desenvolvimento, Proficiente, Avançado e Especialista.\n\n' +
      'No separador «Competências» do quadro:\n\n' +
      '- «Adicionar categoria» agrupa competências. Uma categoria só pode ser eliminada se estiver vazia.\n' +
      '- «Adicionar competência» pede um nome, uma categoria, um tipo (técnica, comportamental, liderança ou um tipo próprio com «Outro tipo…»), até 10 etiquetas, uma descrição e o que alguém faz em cada nível.\n' +
      '- Pesquise por nome, descrição ou etiqueta e filtre por categoria, tipo e estado.\n\n' +
      '«Arquivar» retira uma competência ou um quadro inteiro das novas avaliações e dos perfis de função sem apagar nada: as avaliações e o histórico mantêm-se, e pode restaurar a qualquer momento.',
  },
  {
    slug: 'scales-and-level-rules',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Alterar a escala de proficiência e a forma como os níveis se combinam',
    body:
      'Cada quadro tem a sua própria escala de proficiência. No separador «Escala de proficiência» do quadro pode mudar o nome, adicionar, remover ou mover níveis: entre 2 e 10, do mais baixo para o mais alto, cada um com o seu nome. Assinale com «Proficiente a partir daqui» o nível a partir do qual uma pessoa é considerada proficiente; os riscos de cobertura das equipas usam-no.\n\n' +
      'Assim que houver pessoas avaliadas no quadro, uma alteração cria uma nova versão da escala. Em «Como os níveis antigos se leem na nova escala», escolha o novo nível de cada nível que remover. As avaliações existentes mantêm o nível original e são lidas através desta correspondência; os requisitos dos perfis de função acompanham-na. Confirme com «Guardar como versão…». «Histórico da escala» lista cada versão.\n\n' +
      'Na mesma página, «Como os níveis são combinados» decide, para toda a empresa, como se calcula o nível atual de uma pessoa:\n\n' +
      '- «A primeira fonte disponível»: decide a primeira fonte da sua ordem (chefia, colegas, autoavaliação) que tenha uma avaliação.\n' +
      '- «Uma média ponderada»: cada fonte presente conta com o seu peso.\n\n' +
      'Também define quantas respostas de colegas são necessárias antes de mostrar a média (de 3 a 20) e se «As equipas incluem subordinados indiretos». Clique em «Guardar as regras».',
  },
  {
    slug: 'competency-csv-import',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Importar e exportar competências com um ficheiro CSV',
    body:
      'Pode preencher ou atualizar um quadro a partir de uma folha de cálculo. Abra o quadro e clique em «Importar CSV».\n\n' +
      '- Clique em «Transferir o modelo» para obter as colunas. Cada linha é uma competência: category, name e type são obrigatórias; description, tags (separadas por ponto e vírgula) e uma coluna por nível são opcionais.\n' +
      '- Guarde o ficheiro como CSV UTF-8 (no Excel, «CSV UTF-8 (delimitado por vírgulas)»), com até 5000 linhas e 8 MB.\n' +
      '- Escolha o ficheiro. O CompetencyHub verifica-o primeiro e lista cada problema por linha e coluna. Nada é importado até todas as linhas estarem corretas.\n' +
      '- A pré-visualização mostra o que será novo, atualizado ou sem alterações, e as novas categorias. Confirme com o botão de importar.\n\n' +
      'As competências são identificadas pelo nome, sem distinguir maiúsculas: as existentes são atualizadas e as outras adicionadas. Uma coluna que não esteja no ficheiro não altera nada, mas uma célula vazia numa coluna presente esvazia esse campo. As competências arquivadas indicadas no ficheiro são atualizadas e continuam arquivadas.\n\n' +
      'Para exportar um quadro, clique em «Exportar CSV». O ficheiro inclui todas as competências, também as arquivadas.',
  },
  {
    slug: 'invite-people',
    area: 'people',
    path: '/user-management?tab=invite',
    title: 'Convidar pessoas para a sua empresa',
    body:
      'Os administradores de TI da empresa e os titulares da conta convidam colegas na Gestão de utilizadores, separador «Convidar», ou em «Convidar um colega» no painel. Um convite dá acesso imediato, sem aprovação.\n\n' +
      'Para convidar uma pessoa, indique o «E-mail», escolha uma «Função» e clique em «Enviar convite». Só pode atribuir as funções que está autorizado a conceder: um administrador de TI pode convidar colaboradores, gestores de equipa, responsáveis de formação e administradores de TI; um titular da conta também pode convidar titulares da conta.\n\n' +
      'Para convidar muitas pessoas, use «Convite em massa (CSV)». Clique em «Transferir o modelo (CSV)», preencha as colunas email, role e full_name (opcional) e escolha o ficheiro. Um ficheiro tem no máximo 500 linhas. A pré-visualização lista todas as pessoas; se alguma linha estiver errada, nada é enviado. Confirme com o botão de enviar.\n\n' +
      'Tem de confirmar o seu próprio e-mail antes de convidar. As ligações de convite expiram ao fim de 7 dias. O separador «Convites» lista cada convite com o seu estado: «Reenviar» um convite pendente ou expirado (a ligação anterior deixa de funcionar) ou «Revogar» um que já não se pretende.\n\n' +
      'Cada pessoa que aceita ocupa um lugar do seu plano. Se todos os lugares estiverem ocupados, o titular da conta pode adicionar lugares na subscrição.',
  },
  {
    slug: 'approve-join-requests',
    area: 'people',
    path: '/user-management?tab=pending',
    title: 'Aprovar ou rejeitar pedidos de adesão',
    body:
      'Quando alguém se regista com um e-mail de um dos domínios da sua empresa, não entra de imediato: pede para aderir e aguarda um administrador. Os administradores de TI da empresa e os titulares da conta veem estes pedidos em «Aprovações pendentes» no painel e na Gestão de utilizadores, separador «Pedidos pendentes».\n\n' +
      'Um pedido só pode ser aprovado depois de a pessoa confirmar o seu e-mail. Até lá mostra «A aguardar confirmação do e-mail» e só oferece «Rejeitar». Os administradores recebem um e-mail sobre o pedido assim que o endereço é confirmado.\n\n' +
      '- Clique em «Aprovar» para dar acesso à pessoa. Entra como colaborador; altere depois a função no separador «Pessoas».\n' +
      '- Clique em «Rejeitar» e confirme para recusar o pedido. Se foi um engano, convide a pessoa: um convite dá acesso de imediato.\n\n' +
      'Aprovar exige um lugar livre. Se todos os lugares do seu plano estiverem ocupados, desative alguém ou adicione lugares na subscrição.\n\n' +
      'Os domínios de e-mail que levam à sua empresa são definidos na Administração da empresa.',
  },
  {
    slug: 'manage-people',
    area: 'people',
    path: '/user-management',
    title: 'Alterar funções, chefias diretas e acessos',
    body:
      'Na Gestão de utilizadores, o separador «Pessoas» lista todas as pessoas da sua empresa com a função, o estado, o cargo, a chefia direta e o último início de sessão. Pesquise por nome ou e-mail, ou filtre por função e estado.\n\n' +
      'Abra o menu de ações junto a uma pessoa:\n\n' +
      '- «Alterar função»: só pode atribuir funções que esteja autorizado a conceder. Um administrador de TI não pode alterar um titular da conta, e uma empresa mantém sempre pelo menos um titular da conta ativo.\n' +
      '- «Definir chefia direta»: escolha o colega ativo a quem a pessoa reporta, ou «Sem chefia direta». A chefia direta avalia-a e vê os seus planos. Não são permitidos ciclos de reporte.\n' +
      '- «Definir perfil de função» (titulares da conta): o cargo e o departamento seguem o perfil.\n' +
      '- «Desativar»: a sessão da pessoa termina de imediato e deixa de poder iniciar sessão. Os dados são mantidos e deixa de ocupar um lugar.\n' +
      '- «Reativar»: a pessoa pode voltar a iniciar sessão com a palavra-passe que já tinha, se o seu plano tiver um lugar livre.\n\n' +
      'Não pode alterar a sua própria função nem desativar-se. As ações que retiram algo pedem confirmação antes.',
  },
  {
    slug: 'company-details-and-domains',
    area: 'company',
    path: '/company-admin',
    title: 'Editar os dados da empresa e os domínios de e-mail',
    body:
      'Os titulares da conta gerem a empresa na Administração da empresa. O separador «Dados» tem duas partes.\n\n' +
      '«Dados da empresa»: o nome da empresa, que aparece no cabeçalho, nos convites e nos e-mails; uma descrição; o site; um e-mail e um telefone de contacto; a morada e o fuso horário. Clique em «Guardar alterações» quando terminar.\n\n' +
      '«Domínios de e-mail»: as pessoas que se registam com um e-mail destes domínios pedem para aderir à sua empresa, e um administrador aprova-as.\n\n' +
      '- Para adicionar um domínio, escreva-o em «Adicionar um domínio» e clique em «Adicionar domínio». Como titular da conta, só pode adicionar exatamente o domínio do seu próprio e-mail, depois de o confirmar. Para qualquer outro domínio, contacte o suporte da plataforma.\n' +
      '- Não é possível adicionar domínios de e-mail públicos como gmail.com, terminações partilhadas como co.uk nem domínios de outra empresa.\n' +
      '- «Remover» faz com que os novos registos com esse domínio deixem de pedir adesão; quem já está na empresa mantém o acesso. Sem nenhum domínio, só se entra por convite.\n\n' +
      'Quando um titular da conta confirma o seu e-mail, a empresa reivindica automaticamente o domínio desse endereço, se as regras acima o permitirem.',
  },
  {
    slug: 'company-branding',
    area: 'company',
    path: '/company-admin?tab=branding',
    title: 'Adaptar o CompetencyHub à imagem da sua empresa',
    body:
      'Na Administração da empresa, o separador «Imagem de marca» define o aspeto do CompetencyHub para toda a sua empresa. A «Pré-visualização» mostra as alterações antes de as guardar.\n\n' +
      '- «Logótipo»: clique em «Carregar logótipo» e escolha uma imagem PNG, JPEG ou WebP com até 2 MB e 4096 × 4096 píxeis. Aparece de imediato. «Remover logótipo» mostra, em vez dele, as iniciais da empresa.\n' +
      '- «Cores»: uma cor principal para botões e ligações, uma cor secundária para a página atual no menu e uma cor de destaque para a linha sob o cabeçalho. Escreva-as como #4f46e5 ou hsl(221 83% 53%), ou escolha-as. Surge um aviso se o texto branco ficar difícil de ler. «Usar a da plataforma» limpa uma cor.\n' +
      '- «Disposição»: o tamanho do cabeçalho e do menu de navegação, o modo de cor («Claro», «Escuro» ou «Seguir o dispositivo de cada pessoa»), a posição do logótipo, o nome da empresa ao lado do logótipo e o tipo de letra.\n' +
      '- «CSS personalizado»: ajuste cores, contornos, cantos e sombras, até 10 000 carateres. Só se mantêm as regras estéticas dentro da aplicação; o que for removido é listado com o motivo.\n\n' +
      'Clique em «Guardar imagem de marca». Todas as páginas da sua empresa passam a usá-la de imediato; as outras empresas não são afetadas.',
  },
  {
    slug: 'knowledge-base',
    area: 'company',
    path: '/company-admin?tab=knowledge-base',
    title: 'Adicionar páginas à base de conhecimento da sua empresa',
    body:
      'A base de conhecimento reúne as páginas web a partir das quais o assistente de ajuda responde, além da ajuda do próprio CompetencyHub: o seu manual, as suas políticas, os seus materiais de formação. Uma página pode ser uma página web, um ficheiro de texto simples ou um PDF com até 5 MB, num endereço a que o servidor consiga aceder.\n\n' +
      'Qualquer pessoa pode sugerir uma página: clique em «Ajuda» e depois em «Sugerir uma página para a base de conhecimento», ou em «Adicionar à base de conhecimento» numa fonte externa. Indique o endereço web e um título; ajudam também uma descrição, uma consulta de pesquisa (o que alguém poderia perguntar para a encontrar), etiquetas, uma categoria e notas para quem revê. As páginas dos administradores e dos responsáveis de formação são lidas de imediato e o assistente passa logo a responder a partir delas. As sugestões de todas as outras pessoas aguardam revisão, e os titulares da conta recebem um e-mail quando a primeira fica à espera.\n\n' +
      'Os titulares da conta gerem-na na Administração da empresa, separador «Base de conhecimento»: aí podem filtrar as páginas por estado ou categoria, pesquisá-las e usar estas opções:\n\n' +
      '- «Aprovar e adicionar» lê uma página sugerida e adiciona-a; «Rejeitar» pede um motivo. A pessoa que a sugeriu é informada em ambos os casos.\n' +
      '- «Mostrar o que foi lido» lista os excertos em que o assistente pesquisa; «Ler novamente» volta a obter a página depois de ela ter mudado.\n' +
      '- «Eliminar» remove uma página: o assistente deixa de imediato de responder a partir dela.\n' +
      '- «Rever cada página antes de o assistente a usar» faz com que também as páginas dos administradores e dos responsáveis de formação aguardem revisão.\n\n' +
      'Uma página que não é possível ler é recusada com o motivo: um endereço numa rede privada ou interna, uma página que não responde em 10 segundos, um ficheiro com mais de 5 MB, um tipo que não seja HTML, texto ou PDF, ou uma página sem texto legível. Não é possível ler páginas que exigem início de sessão nem PDF digitalizados sem texto. As páginas da sua empresa nunca são mostradas a outras empresas.',
  },
  {
    slug: 'subscription-plans',
    area: 'subscription',
    path: '/subscription',
    title: 'A sua subscrição: planos, avaliação gratuita e lugares',
    body:
      'O titular da conta gere a subscrição com «Gerir subscrição» no menu do utilizador.\n\n' +
      'O separador «Resumo» mostra o seu plano, o preço, a data de renovação ou de fim da avaliação gratuita e a utilização do período: utilizadores ativos face aos seus lugares, e créditos de IA. Cada pessoa que pode iniciar sessão ocupa um lugar; as desativadas não.\n\n' +
      'Uma empresa nova começa com uma avaliação gratuita de 14 dias com as funcionalidades do plano Profissional, para até 10 utilizadores e 50 créditos de IA. Os planos pagos custam, por mês para toda a empresa, em USD sem IVA:\n\n' +
      '- Inicial: 29 USD, 15 utilizadores, 100 créditos de IA.\n' +
      '- Profissional: 99 USD, 50 utilizadores, 500 créditos de IA; acrescenta a matriz de competências das equipas e os perfis de função próprios.\n' +
      '- Enterprise Essencial: 299 USD, 250 utilizadores, 2500 créditos de IA; acrescenta a IA interna.\n' +
      '- Enterprise Integral: 799 USD, 1000 utilizadores, 10 000 créditos de IA; acrescenta suporte prioritário.\n\n' +
      'Para mudar de plano, abra o separador «Planos» e clique em «Escolher este plano». A caixa de diálogo mostra o custo antes de confirmar com «Mudar de plano»: a partir da avaliação gratuita, começa um novo período mensal, faturado de imediato; a meio de um mês pago, a mudança é calculada proporcionalmente ao dia. O novo plano precisa de um lugar para cada pessoa ativa.',
  },
  {
    slug: 'cancel-and-read-only',
    area: 'subscription',
    path: '/subscription',
    title: 'Cancelar a subscrição e acesso só de leitura',
    body:
      'Para cancelar, o titular da conta abre «Gerir subscrição» no menu do utilizador, clica em «Cancelar a subscrição» no separador «Resumo» e confirma. Todos mantêm acesso total até ao fim do período já pago. Uma avaliação gratuita não se cancela: termina sozinha.\n\n' +
      'Quando termina uma avaliação gratuita ou uma subscrição cancelada, o espaço da sua empresa fica só de leitura. Tudo continua visível e nada é apagado, mas nada pode ser alterado até ser escolhido um plano. Um aviso informa todos: o titular da conta vê «Escolher um plano» e os restantes são convidados a contactar o titular da conta.\n\n' +
      'Para retomar, o titular da conta abre o separador «Planos» e escolhe um plano. Começa de imediato um novo período mensal e todos podem voltar a trabalhar.\n\n' +
      'Algumas funcionalidades só fazem parte de alguns planos. Quando o seu plano não inclui uma, como a matriz de competências das equipas no plano Inicial, a página indica-o e o titular da conta recebe uma ligação para os planos que a incluem.',
  },
  {
    slug: 'add-ons-and-ai-credits',
    area: 'subscription',
    path: '/subscription?tab=addons',
    title: 'Comprar lugares e créditos de IA adicionais',
    body:
      'Os extras complementam um plano pago. O titular da conta abre-os com «Comprar extras» no menu do utilizador, ou no separador «Extras» da subscrição. Não podem ser comprados durante a avaliação gratuita: escolha primeiro um plano.\n\n' +
      '- «Bloco de utilizadores (50)»: mais 50 pessoas podem estar ativas ao mesmo tempo, por 10,99 USD por bloco por mês. O resto do período atual é faturado de imediato; depois, renova-se todos os meses com o seu plano.\n' +
      '- «Créditos de IA (50)»: mais 50 respostas de IA por 4,99 USD por pacote, pagos uma vez. São usados depois dos créditos mensais do seu plano e duram até serem gastos.\n\n' +
      'Escolha a «Quantidade» (de 1 a 20) e clique em «Comprar»; a caixa de diálogo mostra o montante antes de confirmar.\n\n' +
      '«Os seus extras» lista o que tem, com os créditos que restam em cada pacote. Um bloco de utilizadores pode ser removido: os lugares desaparecem de imediato e os dias não usados voltam como nota de crédito. Não pode ser removido enquanto esses lugares estiverem ocupados. Os pacotes de créditos não podem ser removidos.\n\n' +
      'Os créditos do seu plano recomeçam a cada período. Quando todos os créditos se esgotam, as respostas de IA param até comprar mais ou começar o período seguinte.',
  },
  {
    slug: 'invoices-and-payment',
    area: 'subscription',
    path: '/subscription?tab=invoices',
    title: 'Faturas e pagamento',
    body:
      'Cada cobrança gera um documento no separador «Faturas» da subscrição: faturas da renovação mensal, das mudanças de plano e dos extras, e notas de crédito quando lhe é devido dinheiro, por exemplo depois de remover um bloco de utilizadores. Cada um mostra o número, a data de emissão, o total e o estado: «Por pagar», «Paga» ou «Anulada».\n\n' +
      'Clique num número para abrir o documento como página, com as linhas, o período e o total, e use «Imprimir ou guardar em PDF» para guardar uma cópia. Os montantes estão em USD sem IVA. Uma nota de crédito é descontada na sua próxima fatura.\n\n' +
      'Para pagar uma fatura por pagar:\n\n' +
      '- Por transferência: transfira o total indicando o número da fatura. A fatura é marcada como paga quando a transferência chegar.\n' +
      '- Com cartão, se o pagamento com cartão estiver disponível: clique em «Pagar com cartão» para abrir uma página de pagamento segura. A fatura aparece como paga assim que o fornecedor de pagamentos o confirmar, normalmente em segundos. Se cancelar o pagamento, a fatura continua por pagar.\n\n' +
      'Só o titular da conta e a equipa da plataforma veem as faturas.',
  },
  {
    slug: 'internal-ai',
    area: 'subscription',
    path: '/subscription?tab=internal-ai',
    title: 'Usar o seu próprio ponto de acesso de IA (IA interna)',
    body:
      'Nos planos Enterprise Essencial e Enterprise Integral, a sua empresa pode executar a IA do CompetencyHub no seu próprio ponto de acesso compatível com OpenAI. As respostas deixam então de gastar créditos de IA. Nos outros planos, o separador «IA interna» explica-o e oferece «Ver os planos».\n\n' +
      'O titular da conta configura-a no separador «IA interna» da subscrição:\n\n' +
      '- «Endereço do ponto de acesso»: o endereço antes de /chat/completions, por exemplo https://ai.example.com/v1. Tem de começar por https://, exceto se o operador da plataforma permitir uma rede privada.\n' +
      '- «Modelo»: o nome do modelo, por exemplo gpt-4o-mini.\n' +
      '- «Chave de API»: guardada cifrada e nunca mais mostrada. Mais tarde, deixe o campo vazio para manter a chave guardada.\n\n' +
      'Clique em «Guardar e verificar». O CompetencyHub envia um pedido de teste: se o ponto de acesso responder corretamente, a IA interna fica «Ativa»; caso contrário, é mostrado o motivo, por exemplo uma chave recusada ou um endereço errado. «Verificar agora» repete o teste.\n\n' +
      'O separador mostra também a utilização do período de faturação: pedidos, horas de computação, tempo médio de resposta, taxa de sucesso e última verificação.\n\n' +
      '«Desligar a IA interna» apaga o ponto de acesso e a chave, e as respostas de IA voltam a gastar créditos. Mudar para um plano que não seja Enterprise também a desliga.',
  },
  {
    slug: 'system-admin-messages-and-faq',
    area: 'system-admin',
    path: '/system-admin',
    title: 'Administração do sistema: mensagens de contacto e análise das perguntas frequentes',
    body:
      'A Administração do sistema destina-se à equipa da plataforma: administradores do sistema e proprietário do sistema. Tem cinco separadores: «Mensagens», «Subscrições», «Temas», «Imagens» e «Análise das perguntas frequentes».\n\n' +
      '«Mensagens» reúne o que os visitantes enviam pelo formulário de contacto do site público: nome, e-mail, empresa, assunto e mensagem. Com «Mostrar» vê todas as mensagens, as não lidas ou as lidas. Clique em «Responder por e-mail» para responder a partir do seu programa de e-mail, e em «Marcar como lida» ou «Marcar como não lida» para acompanhar o que está tratado. Cada mudança de estado fica no registo de auditoria.\n\n' +
      '«Análise das perguntas frequentes» mostra como os leitores avaliam as perguntas frequentes públicas: votos úteis e não úteis, a proporção útil e quantas vezes as respostas foram abertas, um gráfico dos votos dos últimos 30 dias e listas das perguntas mais úteis, das que precisam de melhorar, das que estão em destaque e das mais vistas.\n\n' +
      'Para trabalhar numa empresa cliente, abra a Gestão de utilizadores e clique em «Mudar de empresa». Páginas como a Administração da empresa, a Gestão de competências e a Gestão da subscrição passam a aplicar-se a essa empresa, e o aviso no topo indica a empresa que está a gerir.',
  },
  {
    slug: 'system-admin-subscriptions',
    area: 'system-admin',
    path: '/system-admin?tab=subscriptions',
    title: 'Gerir a subscrição de cada empresa',
    body:
      'Na Administração do sistema, o separador «Subscrições» lista cada empresa cliente com o plano, os utilizadores ativos, os créditos de IA, o montante mensal e as faturas por pagar. No topo vê a receita mensal recorrente e as avaliações gratuitas que terminam nos próximos 7 dias. As empresas cuja subscrição terminou aparecem como só de leitura.\n\n' +
      '- «Mudar de plano» passa uma empresa para outro plano, com as mesmas regras de quando a empresa muda sozinha: a partir de uma avaliação gratuita começa um novo mês; caso contrário, a mudança é calculada proporcionalmente ao dia, com uma fatura ou uma nota de crédito.\n' +
      '- «Oferecer créditos» concede a uma empresa de 1 a 100 000 créditos de IA gratuitos, usados depois dos do seu plano e válidos até serem gastos.\n\n' +
      'Ambas as ações pedem um motivo, que fica no registo de auditoria.\n\n' +
      '«Faturas por pagar» lista as faturas que aguardam uma transferência, da mais antiga para a mais recente. Quando a transferência de uma empresa chegar, clique em «Marcar como paga» e confirme.\n\n' +
      'Para ver a página de subscrição de uma empresa concreta, escolha-a na Gestão de utilizadores com «Mudar de empresa» e abra a Gestão da subscrição.',
  },
  {
    slug: 'system-admin-themes-and-images',
    area: 'system-admin',
    path: '/system-admin?tab=themes',
    title: 'Temas e imagens da plataforma',
    body:
      'A equipa da plataforma define o aspeto do CompetencyHub para cada empresa que não escolheu cores próprias.\n\n' +
      'No separador «Temas», clique em «Novo tema», dê-lhe um nome e escolha um tipo de letra e cores: principal, secundária, destaque, fundo da página, texto, superfície atenuada, texto secundário, contornos e as cores de navegação. Avisos indicam onde o texto ficaria difícil de ler. Clique em «Criar tema». Um tema novo fica inativo até clicar em «Ativar»; só há um tema ativo de cada vez, e as cores próprias de uma empresa prevalecem sempre. Guardar o tema ativo altera de imediato todas as empresas que o usam. «Usar o aspeto integrado» desativa todos os temas.\n\n' +
      'No separador «Imagens» carrega o logótipo da plataforma (cabeçalho e rodapé das páginas públicas, páginas de início de sessão e rodapé da aplicação), o favicon (ícone do separador do navegador) e a imagem do proprietário do sistema. Escolha o tipo, um nome, uma descrição opcional e um ficheiro PNG, JPEG ou WebP com até 2 MB e 4096 × 4096 píxeis, e clique em «Carregar imagem». A nova imagem passa a ser a ativa do seu tipo. Cada imagem pode também ser ativada, desativada, substituída, editada ou eliminada.',
  },
  {
    slug: 'it-admin-ai-rag',
    area: 'system-admin',
    path: '/it-admin',
    title: 'Administração de TI: o assistente e a base de conhecimento de todo o produto',
    body:
      'A Administração de TI destina-se à equipa da plataforma. O seu separador «AI/RAG» mostra como o assistente de ajuda responde: que modelo de IA redige as respostas (ou que as respostas citam as fontes, quando nenhum está configurado), se uma pesquisa na web propõe fontes externas e a partir de que redes privadas a base de conhecimento pode ler. Estas definições são configuradas pelo operador da plataforma quando o servidor arranca.\n\n' +
      'Mais abaixo, a base de conhecimento de todo o produto reúne páginas a partir das quais o assistente de todas as empresas responde, como guias gerais sobre quadros de competências. Clique em «Adicionar uma página» e indique o endereço e um título: a página é lida de imediato. As empresas não podem ver, alterar nem eliminar estas páginas. Tal como nas páginas de uma empresa, de cada página pode mostrar o que foi lido, lê-la novamente ou eliminá-la.',
  },
];
