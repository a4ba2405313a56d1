import type { FaqSeed } from './types.ts';

export const FAQ_PT_PT: FaqSeed[] = [
  {
    category: 'accounts',
    question: 'Como crio uma conta?',
    answer:
      'Escolha «Iniciar avaliação gratuita» e introduza o seu nome, o nome da sua empresa, o seu e-mail profissional e uma palavra-passe com pelo menos 8 caracteres. Se nenhuma empresa no CompetencyHub tiver ainda reclamado o seu domínio de e-mail, é criada uma nova empresa, passa a ser o titular da conta e a sua avaliação gratuita de 14 dias começa de imediato. Depois enviamos-lhe uma ligação para confirmar o seu endereço.',
  },
  {
    category: 'accounts',
    question: 'Esqueci-me da palavra-passe. Como a reponho?',
    answer:
      'Na página de início de sessão escolha «Esqueceu-se da palavra-passe?» e introduza o seu e-mail. Enviamos-lhe uma ligação para escolher uma nova palavra-passe; funciona uma única vez e expira ao fim de uma hora. Para sua segurança, nunca indicamos se existe uma conta para o endereço introduzido; se não receber nenhum e-mail, verifique a ortografia e a pasta de spam.',
  },
  {
    category: 'accounts',
    question: 'Posso iniciar sessão com o meu número de telefone em vez do e-mail?',
    answer:
      'Sim. Se indicou um número de telefone em formato internacional (por exemplo +44 20 7946 0958) ao registar-se, pode escrevê-lo no campo «E-mail ou telefone» da página de início de sessão. Cada número de telefone só pode pertencer a uma conta.',
  },
  {
    category: 'joining',
    question: 'Os meus colegas já usam o CompetencyHub. Como me junto à empresa deles?',
    answer:
      'Registe-se com o seu e-mail profissional. Se a sua empresa tiver confirmado o domínio de e-mail, a sua conta fica automaticamente associada a ela e aguarda a aprovação de um administrador. Até lá verá o ecrã «Conta a aguardar aprovação»; depois de aprovada, pode usar a aplicação com a função que o seu administrador lhe atribuir.',
  },
  {
    category: 'joining',
    question: 'Quanto tempo demora a aprovação?',
    answer:
      'Os administradores da sua empresa são notificados assim que se regista e costumam analisar os pedidos em 1-2 dias úteis. Se precisar de acesso mais cedo, peça um convite ao seu administrador ou à equipa de TI: aceitar um convite dá acesso imediato, sem esperar pela aprovação.',
  },
  {
    category: 'invitations',
    question: 'Como funcionam os convites?',
    answer:
      'Os titulares da conta e os administradores de TI da empresa podem convidar pessoas por e-mail e escolher a respetiva função. O e-mail de convite contém uma ligação pessoal válida durante 7 dias. Quem a aceita junta-se à empresa de imediato, sem passo de aprovação. Um administrador pode revogar um convite a qualquer momento antes de ser aceite.',
  },
  {
    category: 'invitations',
    question: 'A minha ligação de convite diz que não pode ser usada. E agora?',
    answer:
      'O convite já foi usado, foi revogado por um administrador ou tem mais de 7 dias. Peça à pessoa que o convidou que lhe envie um novo. Se tiver sessão iniciada com um e-mail diferente do convidado, termine primeiro a sessão e abra novamente a ligação.',
  },
  {
    category: 'roles',
    question: 'Que funções existem e o que pode fazer cada uma?',
    answer:
      'Os colaboradores gerem o seu próprio perfil, as suas competências e o seu desenvolvimento. Os gestores de equipa também veem e avaliam as suas equipas. Os responsáveis de formação mantêm o modelo de competências, os perfis de função e a formação. Os administradores de TI da empresa gerem utilizadores, aprovações e convites. Os titulares da conta detêm a conta da empresa e a respetiva subscrição e podem fazer tudo na sua empresa. Os administradores do sistema e o proprietário do sistema pertencem à equipa que opera a plataforma.',
  },
  {
    category: 'roles',
    question: 'Quem pode alterar a minha função?',
    answer:
      'Os administradores da sua empresa podem alterar funções, mas nunca para uma função acima da sua. Uma empresa mantém sempre pelo menos um titular da conta, pelo que o último não pode ser despromovido nem removido. Cada alteração de função fica registada no registo de auditoria da empresa, com quem a fez e quando.',
  },
  {
    category: 'subscriptions',
    question: 'O que acontece quando termina a minha avaliação gratuita?',
    answer:
      'A avaliação dura 14 dias e inclui as funcionalidades do plano Profissional para até 10 utilizadores e 50 créditos de IA; não precisa de cartão de pagamento para a iniciar. Antes do fim, lembramos o titular da conta de escolher um plano. Se nenhum for escolhido, a conta passa a só de leitura e os seus dados são conservados durante 30 dias, para que possa subscrever mais tarde e continuar onde ficou.',
  },
  {
    category: 'subscriptions',
    question: 'O que são créditos de IA?',
    answer:
      'Os créditos de IA pagam as funcionalidades que consultam um modelo de IA, como as análises de IA, as sugestões sobre lacunas de competências e as respostas do assistente de ajuda. Cada plano inclui uma quota mensal que se renova em cada período de faturação; os créditos não usados não transitam. Se precisar de mais, o titular da conta pode comprar pacotes de 50 créditos adicionais. Os planos Enterprise podem usar um assistente de IA interno que não é cobrado por crédito.',
  },
  {
    category: 'subscriptions',
    question: 'Podemos adicionar mais utilizadores do que o nosso plano inclui?',
    answer:
      'Sim. O titular da conta pode adicionar blocos de utilizadores em Gestão da subscrição > Extras. Cada bloco adiciona 50 utilizadores por 10,99 USD por mês e renova-se com a sua subscrição até o remover. Às organizações maiores compensa normalmente passar para um plano Enterprise.',
  },
  {
    category: 'subscriptions',
    question: 'Como cancelo a nossa subscrição?',
    answer:
      'O titular da conta pode cancelar a qualquer momento em Gestão da subscrição. O seu plano mantém-se ativo até ao fim do mês já pago e depois nada mais é cobrado. Pode exportar os seus dados antes dessa data; eliminamo-los 30 dias após o fim da subscrição.',
  },
  {
    category: 'privacy',
    question: 'Onde são guardados os nossos dados e quem os pode ver?',
    answer:
      'Os seus dados são guardados em centros de dados na União Europeia. Os dados de cada empresa são mantidos separados: cada pessoa só vê os dados da sua própria empresa, e a base de dados impõe isso uma segunda vez com segurança ao nível da linha. A nossa equipa só acede a dados de clientes para prestar o suporte que pediu ou quando a lei o exige. A nossa Política de Privacidade indica o que guardamos, para quê e durante quanto tempo.',
  },
  {
    category: 'languages',
    question: 'Em que idiomas está disponível o CompetencyHub?',
    answer:
      'O CompetencyHub está disponível em inglês, espanhol, francês, alemão e português. Também pode selecionar inglês (Reino Unido), inglês (Austrália), italiano, neerlandês e japonês, que por agora mostram os textos em inglês. Escolha o seu idioma no seletor de idioma no topo da página; o seu navegador memoriza a escolha.',
  },
];
