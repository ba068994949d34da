<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <source>%1 Yay · %2 Nay</source>
        <translation>%1 за · %2 против</translation>
    </message>
    <message>
        <source>Bill %1</source>
        <translation>Законопроект %1</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>очк.</translation>
    </message>
    <message>
        <source>no votes cast</source>
        <translation>голосов не подано</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s) for %1</source>
        <translation>
            <numerusform>%n голос за «%1»</numerusform>
            <numerusform>%n голоса за «%1»</numerusform>
            <numerusform>%n голосов за «%1»</numerusform>
        </translation>
    </message>
    <message>
        <source>VP</source>
        <translation>ПО</translation>
    </message>
    <message>
        <source>Open a &amp;deal with…</source>
        <translation>Предложить &amp;сделку…</translation>
    </message>
    <message>
        <source>Open a deal with another player</source>
        <translation>Предложить сделку другому игроку</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Исход</translation>
    </message>
    <message>
        <source>Choose an outcome…</source>
        <translation>Выберите исход…</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Исход:</translation>
    </message>
    <message>
        <source>as it stands</source>
        <translation>как есть</translation>
    </message>
    <message>
        <source>How do you play %1?</source>
        <translation>Как сыграть %1?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="166"/>
        <source>Round %1 · agenda %2 · %3</source>
        <translation>Раунд %1 · карта политики %2 · %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="181"/>
        <source>Agenda: %1</source>
        <translation>Карта политики: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="206"/>
        <source>%1 offers: %2
and asks for: %3</source>
        <translation>%1 предлагает: %2
и просит: %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="208"/>
        <location filename="../../desktop/council/board.py" line="209"/>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="219"/>
        <source>Speaker: %1</source>
        <translation>Председатель: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="220"/>
        <source>Victory at %1 VP</source>
        <translation>Победа при %1 ПО</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="224"/>
        <source>Laws in play: %1</source>
        <translation>Законы в игре: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="235"/>
        <location filename="../../desktop/council/board.py" line="242"/>
        <source>Riders: %1</source>
        <translation>Предсказания: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="240"/>
        <source>%n more (hover to see all)</source>
        <translation>
            <numerusform>ещё %n (наведите, чтобы увидеть все)</numerusform>
            <numerusform>ещё %n (наведите, чтобы увидеть все)</numerusform>
            <numerusform>ещё %n (наведите, чтобы увидеть все)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="244"/>
        <source>Outcome: %1</source>
        <translation>Решение: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="248"/>
        <source>Agenda deck (M&apos;aban): top %1, bottom %2</source>
        <translation>Колода политики (M&apos;aban): сверху %1, снизу %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="256"/>
        <source>%1 is playing %2.</source>
        <translation>%1 разыгрывает %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="259"/>
        <source>Just happened: %1.</source>
        <translation>Только что: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="278"/>
        <source>Play %1</source>
        <translation>Разыграть %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="278"/>
        <source>Use %1</source>
        <translation>Применить %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="320"/>
        <source>Comply (vote as asked)</source>
        <translation>Подчиниться (голосовать, как требуют)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="320"/>
        <source>Refuse (lose a fleet pool token)</source>
        <translation>Отказаться (потерять жетон из пула флота)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="347"/>
        <source>Take from neighbour %1:</source>
        <translation>Взять у соседа %1:</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="424"/>
        <location filename="../../desktop/legislation/board.py" line="296"/>
        <source>Shared screen: no hand is shown.</source>
        <translation>Общий экран: руки игроков не показаны.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="428"/>
        <source>Representative Government: every player casts exactly one vote.</source>
        <translation>Representative Government: каждый игрок отдаёт ровно один голос.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="434"/>
        <source>%1, %n vote(s)</source>
        <translation>
            <numerusform>%1, %n голос</numerusform>
            <numerusform>%1, %n голоса</numerusform>
            <numerusform>%1, %n голосов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="441"/>
        <source>Predictive Intelligence (+3)</source>
        <translation>Predictive Intelligence (+3)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="445"/>
        <source>Gila: spend TG </source>
        <translation>Gila: потратить товары </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="449"/>
        <source>Odlynn Myrr votes </source>
        <translation>Голоса Odlynn Myrr </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="467"/>
        <source>Your planet %1</source>
        <translation>Ваша планета %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="476"/>
        <source>Action card: %1</source>
        <translation>Карта действия: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="480"/>
        <source>Promissory notes: %1</source>
        <translation>Векселя: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="481"/>
        <location filename="../../desktop/legislation/deal_editor.py" line="81"/>
        <location filename="../../desktop/legislation/phrases.py" line="52"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="486"/>
        <source>Secret objectives: %1</source>
        <translation>Секретные цели: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="490"/>
        <source>%1 holds: %2</source>
        <translation>У игрока %1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="492"/>
        <source>no notes</source>
        <translation>нет векселей</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="510"/>
        <source>&amp;Transaction…</source>
        <translation>С&amp;делка…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="512"/>
        <source>&amp;Secret scored…</source>
        <translation>&amp;Цель выполнена…</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="514"/>
        <source>&amp;Pass</source>
        <translation>&amp;Пас</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="518"/>
        <source>Pass for the &amp;rest of this agenda</source>
        <translation>Пас до &amp;конца этой карты</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="522"/>
        <source>&amp;Cast votes</source>
        <translation>&amp;Отдать голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="524"/>
        <location filename="../../desktop/legislation/board.py" line="382"/>
        <source>&amp;Abstain</source>
        <translation>&amp;Воздержаться</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="526"/>
        <source>&amp;Decide</source>
        <translation>&amp;Решить</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="529"/>
        <source>&amp;Accept</source>
        <translation>&amp;Принять</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="532"/>
        <source>&amp;Refuse</source>
        <translation>&amp;Отказаться</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="534"/>
        <source>&amp;Confirm choice</source>
        <translation>&amp;Подтвердить выбор</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="538"/>
        <source>&amp;Done at the table</source>
        <translation>&amp;Сделано за столом</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="547"/>
        <location filename="../../desktop/legislation/board.py" line="417"/>
        <source>Waiting for %1.</source>
        <translation>Ждём: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="552"/>
        <source>play a card or pass.</source>
        <translation>разыграйте карту или пасуйте.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="552"/>
        <source>nothing to play: pass.</source>
        <translation>разыграть нечего: пасуйте.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="556"/>
        <source>Votes: %1</source>
        <translation>Голоса: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="557"/>
        <source>Vote: pick an outcome, then the ready planets to exhaust (running total below).</source>
        <translation>Голосование: выберите вариант решения, затем подготовленные планеты, которые перевернёте (сумма ниже).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="559"/>
        <source>Cast %n vote(s) for %1.</source>
        <translation>
            <numerusform>Отдать %n голос за «%1».</numerusform>
            <numerusform>Отдать %n голоса за «%1».</numerusform>
            <numerusform>Отдать %n голосов за «%1».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="568"/>
        <source>You are the speaker: choose the outcome.</source>
        <translation>Вы председатель: выберите решение.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="573"/>
        <source>Choose the promissory note to give.</source>
        <translation>Выберите вексель, который отдадите.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="574"/>
        <source>Genetic Recombination: vote as asked, or refuse.</source>
        <translation>Genetic Recombination: голосуйте, как требуют, или откажитесь.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="575"/>
        <source>Choose %n planet(s) to ready.</source>
        <translation>
            <numerusform>Выберите %n планету, чтобы подготовить её.</numerusform>
            <numerusform>Выберите %n планеты, чтобы подготовить их.</numerusform>
            <numerusform>Выберите %n планет, чтобы подготовить их.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="576"/>
        <source>Choose %n action card(s) to discard.</source>
        <translation>
            <numerusform>Выберите %n карту действия для сброса.</numerusform>
            <numerusform>Выберите %n карты действий для сброса.</numerusform>
            <numerusform>Выберите %n карт действий для сброса.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="577"/>
        <source>Place %n command token(s) in your pools.</source>
        <translation>
            <numerusform>Положите %n жетон приказа в свои пулы.</numerusform>
            <numerusform>Положите %n жетона приказов в свои пулы.</numerusform>
            <numerusform>Положите %n жетонов приказов в свои пулы.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="579"/>
        <source>Give back %n command token(s) from your pools.</source>
        <translation>
            <numerusform>Верните %n жетон приказа из своих пулов.</numerusform>
            <numerusform>Верните %n жетона приказов из своих пулов.</numerusform>
            <numerusform>Верните %n жетонов приказов из своих пулов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/board.py" line="580"/>
        <source>Choose %n agenda(s), each with its outcome.</source>
        <translation>
            <numerusform>Выберите %n карту политики и её решение.</numerusform>
            <numerusform>Выберите %n карты политики, каждую с её решением.</numerusform>
            <numerusform>Выберите %n карт политики, каждую с её решением.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="581"/>
        <source>Choose %1.</source>
        <translation>Выберите: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="588"/>
        <source>Take one card from each neighbour who has any.</source>
        <translation>Возьмите по карте у каждого соседа, у кого они есть.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="598"/>
        <source>Accept or refuse the transaction.</source>
        <translation>Примите сделку или откажитесь от неё.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="600"/>
        <source>You do not hold all that is asked of you: you can only refuse.</source>
        <translation>У вас нет всего, что у вас просят: можно только отказаться.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="603"/>
        <source>Carry this out on the board, then confirm.</source>
        <translation>Выполните это на игровом поле, затем подтвердите.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="657"/>
        <source>Not recorded.</source>
        <translation>Не записано.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/board.py" line="697"/>
        <location filename="../../desktop/council/refusals.py" line="49"/>
        <source>Put something in the transaction first.</source>
        <translation>Сначала добавьте что-нибудь в сделку.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="50"/>
        <source>Propose a transaction (one per pair of players each agenda)</source>
        <translation>Предложить сделку (одна на пару игроков за каждую карту политики)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="58"/>
        <source>Transaction with</source>
        <translation>Сделка с игроком</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="61"/>
        <source>With</source>
        <translation>С кем</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="64"/>
        <source>Trade goods you give</source>
        <translation>Товары, которые вы отдаёте</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="65"/>
        <source>You give trade goods</source>
        <translation>Вы отдаёте товары</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="68"/>
        <source>Trade goods you ask for</source>
        <translation>Товары, которые вы просите</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="69"/>
        <source>You ask for trade goods</source>
        <translation>Вы просите товары</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="74"/>
        <source>Play Black Market Dealings with this transaction</source>
        <translation>Разыграть Black Market Dealings с этой сделкой</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="81"/>
        <source>What you give</source>
        <translation>Что вы отдаёте</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="82"/>
        <source>What you ask for (hidden cards by name)</source>
        <translation>Что вы просите (скрытые карты — по названию)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="83"/>
        <source>You give</source>
        <translation>Вы отдаёте</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="84"/>
        <source>You ask for</source>
        <translation>Вы просите</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="112"/>
        <source>secret objective %1</source>
        <translation>секретная цель %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="140"/>
        <source>Black Market Dealings: action cards, relics and secret objectives may change hands.</source>
        <translation>Black Market Dealings: можно передавать карты действий, реликвии и секретные цели.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="143"/>
        <source>The Hacan are in this deal: action cards may change hands.</source>
        <translation>В сделке участвуют Hacan: можно передавать карты действий.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="146"/>
        <source>Trade goods and promissory notes only (cards need the Hacan or Black Market Dealings).</source>
        <translation>Только товары и векселя (для карт нужны Hacan или Black Market Dealings).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="188"/>
        <source>Transaction</source>
        <translation>Сделка</translation>
    </message>
    <message>
        <location filename="../../desktop/council/deal_panel.py" line="199"/>
        <source>&amp;Offer</source>
        <translation>&amp;Предложить</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="15"/>
        <source>For / Against</source>
        <translation>«За» / «Против»</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="16"/>
        <source>Elect a player</source>
        <translation>Выбрать игрока</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="17"/>
        <source>Elect a planet</source>
        <translation>Выбрать планету</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="18"/>
        <source>Elect a law</source>
        <translation>Выбрать закон</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="19"/>
        <source>Elect a scored secret objective</source>
        <translation>Выбрать выполненную секретную цель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="20"/>
        <source>Elect a strategy card</source>
        <translation>Выбрать карту стратегии</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="21"/>
        <source>Hidden outcomes</source>
        <translation>Скрытые варианты решения</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="27"/>
        <source>Elected</source>
        <translation>Выбран</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="27"/>
        <source>Special</source>
        <translation>Особо</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="39"/>
        <source>cultural</source>
        <translation>культурная</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="39"/>
        <source>hazardous</source>
        <translation>опасная</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="39"/>
        <source>industrial</source>
        <translation>промышленная</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="52"/>
        <source>ACTION</source>
        <translation>ДЕЙСТВИЕ</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="39"/>
        <source>no outcome</source>
        <translation>без решения</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="27"/>
        <location filename="../../desktop/council/names.py" line="41"/>
        <source>For</source>
        <translation>За</translation>
    </message>
    <message>
        <location filename="../../desktop/council/faces.py" line="27"/>
        <location filename="../../desktop/council/names.py" line="43"/>
        <source>Against</source>
        <translation>Против</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="62"/>
        <source>Before the first agenda</source>
        <translation>Перед первой картой политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="63"/>
        <source>When the agenda is revealed</source>
        <translation>Когда раскрыта карта политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="64"/>
        <source>After the agenda is revealed</source>
        <translation>После раскрытия карты политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="65"/>
        <source>Before a player votes</source>
        <translation>Перед голосованием игрока</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="66"/>
        <source>Voting</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="67"/>
        <source>After your vote</source>
        <translation>После вашего голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="68"/>
        <source>After the speaker votes</source>
        <translation>После голосования председателя</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="69"/>
        <source>The speaker decides</source>
        <translation>Решает председатель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="70"/>
        <source>Before the outcome is resolved</source>
        <translation>Перед применением решения</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="71"/>
        <source>After the outcome is resolved</source>
        <translation>После применения решения</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="72"/>
        <source>A chance to cancel a card</source>
        <translation>Можно отменить карту</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="73"/>
        <source>A transaction is offered</source>
        <translation>Предложена сделка</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="74"/>
        <source>A choice to make</source>
        <translation>Нужно сделать выбор</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="75"/>
        <source>Instructions for the table</source>
        <translation>Указания для стола</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="76"/>
        <source>A chance to answer what just happened</source>
        <translation>Можно ответить на то, что произошло</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="82"/>
        <source>Play Card</source>
        <translation>Разыграть карту</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="83"/>
        <source>Use Ability</source>
        <translation>Применить способность</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="84"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="85"/>
        <source>Cast Votes</source>
        <translation>Отдать голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="86"/>
        <location filename="../../desktop/legislation/phrases.py" line="46"/>
        <location filename="../../desktop/legislation/screens.py" line="89"/>
        <source>Abstain</source>
        <translation>Воздержаться</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="87"/>
        <source>Break Tie</source>
        <translation>Разрешить ничью</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="88"/>
        <source>Propose Transaction</source>
        <translation>Предложить сделку</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="89"/>
        <source>Answer Transaction</source>
        <translation>Ответить на сделку</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="90"/>
        <source>Choose</source>
        <translation>Выбрать</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="91"/>
        <source>Confirm Instruction</source>
        <translation>Подтвердить указание</translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="92"/>
        <source>Score Secret Objective</source>
        <translation>Выполнить секретную цель</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/names.py" line="100"/>
        <source>%n trade good(s)</source>
        <translation>
            <numerusform>%n товар</numerusform>
            <numerusform>%n товара</numerusform>
            <numerusform>%n товаров</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/names.py" line="104"/>
        <source>%1 (%2&apos;s note)</source>
        <translation>%1 (вексель игрока %2)</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="28"/>
        <location filename="../../desktop/council/screens.py" line="163"/>
        <location filename="../../desktop/legislation/phrases.py" line="164"/>
        <location filename="../../desktop/legislation/screens.py" line="32"/>
        <source>The session is over.</source>
        <translation>Сессия окончена.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="30"/>
        <location filename="../../desktop/legislation/screens.py" line="58"/>
        <source>%1: %2 to act.</source>
        <translation>%1: ходит %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="37"/>
        <source>Your vote on %1.</source>
        <translation>Ваш голос по карте %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="53"/>
        <source>%1 voted, %2 abstained</source>
        <translation>голосовали: %1, воздержались: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="70"/>
        <source>Agenda deck</source>
        <translation>Колода политики</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="71"/>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="72"/>
        <source>Victory points to win</source>
        <translation>Победных очков для победы</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="73"/>
        <source>Rounds at most</source>
        <translation>Раундов не больше</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="74"/>
        <source>Action cards in hand</source>
        <translation>Карт действий в руке</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="75"/>
        <source>Action cards drawn per round</source>
        <translation>Карт действий за раунд</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="76"/>
        <source>Deal factions at random</source>
        <translation>Раздать фракции случайно</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="77"/>
        <source>Planets dealt per player</source>
        <translation>Планет каждому игроку</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="78"/>
        <source>Starting trade goods</source>
        <translation>Товары в начале</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="79"/>
        <source>Thunder&apos;s Edge planets</source>
        <translation>Планеты Thunder&apos;s Edge</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="80"/>
        <source>Leader versions</source>
        <translation>Версии лидеров</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="81"/>
        <source>Starting commodities</source>
        <translation>Сырьё в начале</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="82"/>
        <source>Commanders unlocked</source>
        <translation>Командиры открыты</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="83"/>
        <source>Heroes unlocked</source>
        <translation>Герои открыты</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="84"/>
        <source>Ask every seat in each window</source>
        <translation>Спрашивать каждого игрока в каждом окне</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="85"/>
        <source>Triad counts as votes</source>
        <translation>The Triad даёт голоса</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="90"/>
        <location filename="../../desktop/council/screens.py" line="97"/>
        <source>Prophecy of Kings</source>
        <translation>Prophecy of Kings</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="90"/>
        <source>Base game</source>
        <translation>Базовая игра</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="92"/>
        <source>Standalone: the program deals the action cards</source>
        <translation>Самостоятельно: программа раздаёт карты действий</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="93"/>
        <source>Companion: beside a real TI4 table</source>
        <translation>Помощник: рядом с настоящим столом TI4</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="96"/>
        <source>Codex III</source>
        <translation>Codex III</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="107"/>
        <source>%1 played %2</source>
        <translation>%1 разыгрывает %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="107"/>
        <source>%1 used %2</source>
        <translation>%1 применяет %2</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="117"/>
        <source>%1 passed.</source>
        <translation>%1 пасует.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/council/screens.py" line="120"/>
        <source>%1 cast %n vote(s) for %2.</source>
        <translation>
            <numerusform>%1 отдаёт %n голос за «%2».</numerusform>
            <numerusform>%1 отдаёт %n голоса за «%2».</numerusform>
            <numerusform>%1 отдаёт %n голосов за «%2».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="125"/>
        <source>%1 abstained.</source>
        <translation>%1 воздерживается.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="128"/>
        <source>%1, the speaker, chose %2.</source>
        <translation>%1, председатель, выбирает «%2».</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="133"/>
        <source>%1 offered a transaction to %2.</source>
        <translation>%1 предлагает сделку игроку %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="136"/>
        <source>%1 accepted the transaction.</source>
        <translation>%1 принимает сделку.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="136"/>
        <source>%1 refused the transaction.</source>
        <translation>%1 отказывается от сделки.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="139"/>
        <source>%1 made a choice.</source>
        <translation>%1 делает выбор.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="142"/>
        <source>%1 scored the secret objective %2 (1 VP).</source>
        <translation>%1 выполняет секретную цель %2 (1 ПО).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="145"/>
        <source>%1 confirmed: %2.</source>
        <translation>%1 подтверждает: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="154"/>
        <source>Agenda revealed: %1.</source>
        <translation>Раскрыта карта политики: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="157"/>
        <source>Resolved: %1.</source>
        <translation>Принято решение: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="159"/>
        <source>A law enters play.</source>
        <translation>Закон вступает в игру.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/screens.py" line="161"/>
        <location filename="../../desktop/legislation/phrases.py" line="86"/>
        <location filename="../../desktop/legislation/phrases.py" line="101"/>
        <source>You drew %1.</source>
        <translation>Вы взяли: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="41"/>
        <source>no faction</source>
        <translation>без фракции</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="42"/>
        <source>%1 VP · %2 TG · %3 action cards</source>
        <translation>ПО: %1 · товары: %2 · карт действий: %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="46"/>
        <source>planets %1 ready / %2 · up to %3 votes</source>
        <translation>планеты: подготовлено %1 из %2 · голосов до %3</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="53"/>
        <source>secrets scored: %1</source>
        <translation>секретных целей выполнено: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="59"/>
        <source>voted %1 for %2</source>
        <translation>голосов: %1 за «%2»</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="64"/>
        <source>abstained</source>
        <translation>воздерживается</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="66"/>
        <source>may not vote</source>
        <translation>не может голосовать</translation>
    </message>
    <message>
        <location filename="../../desktop/council/seats.py" line="68"/>
        <source>★ Speaker</source>
        <translation>★ Председатель</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="21"/>
        <location filename="../../desktop/council/secret_dialog.py" line="39"/>
        <source>Secret objective scored</source>
        <translation>Секретная цель выполнена</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="23"/>
        <source>Which secret objective did %1 score at the table?</source>
        <translation>Какую секретную цель игрок %1 выполнил за столом?</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="29"/>
        <source>It becomes public and is worth 1 VP. Dictate Policy and Drive the Debate are scored with their own cards instead.</source>
        <translation>Она становится открытой и приносит 1 ПО. Dictate Policy и Drive the Debate выполняются по своим картам.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="38"/>
        <source>e.g. Become a Martyr</source>
        <translation>напр. Become a Martyr</translation>
    </message>
    <message>
        <location filename="../../desktop/council/secret_dialog.py" line="47"/>
        <source>&amp;Record</source>
        <translation>&amp;Записать</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="36"/>
        <source>−%n point(s)</source>
        <comment>a negative score</comment>
        <translation>
            <numerusform>−%n очко</numerusform>
            <numerusform>−%n очка</numerusform>
            <numerusform>−%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/end_screen.py" line="37"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="188"/>
        <source>Round %1 · %2</source>
        <translation>Раунд %1 · %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="197"/>
        <source>Deck: %n bill(s)</source>
        <translation>
            <numerusform>Колода: %n законопроект</numerusform>
            <numerusform>Колода: %n законопроекта</numerusform>
            <numerusform>Колода: %n законопроектов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="204"/>
        <source>On the floor: %1</source>
        <translation>На голосовании: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="219"/>
        <source>Passed: %1 · Failed: %2</source>
        <translation>Принято: %1 · Отклонено: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="225"/>
        <source>Voted: %1 of %2</source>
        <translation>Проголосовали: %1 из %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="233"/>
        <source>Your token on this bill: %1</source>
        <translation>Ваш жетон на этом законопроекте: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="234"/>
        <source>Pledge (Yay)</source>
        <translation>Обещание («За»)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="234"/>
        <source>anti-Pledge (Nay)</source>
        <translation>антиобещание («Против»)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="240"/>
        <source>Deal %1: %2 ⇄ %3 (%4 / %5 bills)</source>
        <translation>Сделка %1: %2 ⇄ %3 (законопроекты: %4 / %5)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="253"/>
        <source>Open a deal with:</source>
        <translation>Начать сделку с:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="258"/>
        <source>Open a deal with %1</source>
        <translation>Начать сделку с игроком %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="266"/>
        <source>Deal %1 with %2: you gave %3, received %4</source>
        <translation>Сделка %1 с игроком %2: вы отдали %3, получили %4</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="274"/>
        <source>Cancel deal %1</source>
        <translation>Отменить сделку %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="302"/>
        <source>Your Representative: %1</source>
        <translation>Ваш депутат: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="326"/>
        <source>Your hand is empty.</source>
        <translation>У вас пустая рука.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="364"/>
        <source>&amp;Swap</source>
        <translation>&amp;Обменять</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="365"/>
        <source>Don&apos;t swap</source>
        <translation>Не менять</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="367"/>
        <source>S&amp;wap a card…</source>
        <translation>О&amp;бменять карту…</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="371"/>
        <source>&amp;Discard</source>
        <translation>&amp;Сбросить</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="373"/>
        <source>&amp;Draw</source>
        <translation>&amp;Добрать</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="375"/>
        <source>&amp;Place On Deck</source>
        <translation>&amp;Выложить в очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="377"/>
        <source>&amp;Put to the vote</source>
        <translation>&amp;Поставить на голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="380"/>
        <source>&amp;Yay</source>
        <translation>&amp;За</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="381"/>
        <source>&amp;Nay</source>
        <translation>&amp;Против</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="387"/>
        <source>Vote %1</source>
        <translation>Голосовать: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="393"/>
        <source>&amp;Offer these terms</source>
        <translation>&amp;Предложить эти условия</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="394"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="397"/>
        <source>&amp;End turn</source>
        <translation>&amp;Завершить ход</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="400"/>
        <source>&amp;Agree</source>
        <translation>&amp;Согласиться</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="401"/>
        <source>&amp;Walk away</source>
        <translation>&amp;Выйти из сделки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="412"/>
        <source>Swap: pick one bill from your hand to discard and one bill from a pile or the deck.</source>
        <translation>Обмен: выберите законопроект из руки для сброса и законопроект из стопки сброса или колоды.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="420"/>
        <source>Pick the bills to discard (any number, none to all), then Discard. Nobody sees your choice until everyone has chosen.</source>
        <translation>Выберите законопроекты для сброса (сколько угодно, от нуля до всех), затем нажмите «Сбросить». Никто не увидит ваш выбор, пока не выберут все.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="423"/>
        <source>&amp;Discard %1</source>
        <translation>&amp;Сбросить: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="423"/>
        <source>Keep all</source>
        <translation>Оставить все</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="428"/>
        <source>Take %n bill(s): pick from the piles above; the rest come from the deck.</source>
        <translation>
            <numerusform>Возьмите %n законопроект: выберите из стопок выше, остальное — из колоды.</numerusform>
            <numerusform>Возьмите %n законопроекта: выберите из стопок выше, остальные — из колоды.</numerusform>
            <numerusform>Возьмите %n законопроектов: выберите из стопок выше, остальные — из колоды.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="431"/>
        <source>&amp;Draw: %1 from piles + %2 from the deck</source>
        <translation>&amp;Добрать: из стопок %1 + из колоды %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/board.py" line="437"/>
        <source>Pick %n bill(s) from your hand to place On Deck.</source>
        <translation>
            <numerusform>Выберите в руке %n законопроект, чтобы выложить его в очередь.</numerusform>
            <numerusform>Выберите в руке %n законопроекта, чтобы выложить их в очередь.</numerusform>
            <numerusform>Выберите в руке %n законопроектов, чтобы выложить их в очередь.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="440"/>
        <source>Click one of your On Deck bills to put it to the vote.</source>
        <translation>Щёлкните один из своих законопроектов в очереди, чтобы поставить его на голосование.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="442"/>
        <source>Put bill %1 to the vote?</source>
        <translation>Поставить законопроект %1 на голосование?</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="445"/>
        <source>Vote on bill %1: Yay (Y), Nay (N) or Abstain (A).</source>
        <translation>Голосование по законопроекту %1: «За» (Y), «Против» (N) или воздержаться (A).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="447"/>
        <source>Secret ballot: the votes are shown together at the end.</source>
        <translation>Тайное голосование: голоса покажут все вместе в конце.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="451"/>
        <source>Your part of the deal: pick bills from your hand to give, and tokens to take. %1 will then see it on their own screen.</source>
        <translation>Ваша часть сделки: выберите законопроекты из руки, которые отдаёте, и жетоны, которые берёте. Затем %1 увидит это на своём экране.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="456"/>
        <source>Your Pledge turn: open deals with other players, then End turn to make them final.</source>
        <translation>Ваш ход обещаний: начните сделки с другими игроками, затем «Завершить ход», чтобы закрепить их.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/board.py" line="460"/>
        <source>Your part of the deal: bills you give (pick in your hand) and tokens you take. Agree to offer it; the other side must agree too.</source>
        <translation>Ваша часть сделки: законопроекты, которые отдаёте (выберите в руке), и жетоны, которые берёте. Согласитесь, чтобы предложить её; другая сторона тоже должна согласиться.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="24"/>
        <source>no token</source>
        <translation>нет жетона</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="24"/>
        <source>Pledge: Yay</source>
        <translation>Обещание: «За»</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="24"/>
        <source>anti-Pledge: Nay</source>
        <translation>Антиобещание: «Против»</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="51"/>
        <source>%1 offers</source>
        <translation>%1 предлагает</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="67"/>
        <source>Offered to you: %1</source>
        <translation>Вам предлагают: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="71"/>
        <source>no bills</source>
        <translation>нет законопроектов</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="73"/>
        <source>Bills to you:</source>
        <translation>Законопроекты вам:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="75"/>
        <source>Tokens %1 takes:</source>
        <translation>Жетоны, которые берёт %1:</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="79"/>
        <source>bill %1 — %2</source>
        <translation>законопроект %1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="85"/>
        <source>%1 has agreed to the deal as it stands.</source>
        <translation>%1: согласие на сделку в нынешнем виде.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="87"/>
        <source>%1 has not agreed yet.</source>
        <translation>%1: согласия пока нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="100"/>
        <source>Tokens you take (click a bill to cycle: Pledge, anti-Pledge, none)</source>
        <translation>Жетоны, которые вы берёте (щёлкайте по законопроекту: обещание, антиобещание, ничего)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/deal_editor.py" line="127"/>
        <source>held: %1</source>
        <translation>занято: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="20"/>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="21"/>
        <source>Draw</source>
        <translation>Добор</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="22"/>
        <source>Place On Deck</source>
        <translation>Выложить в очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="23"/>
        <source>Swap</source>
        <translation>Обмен</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="24"/>
        <source>Deal Terms</source>
        <translation>Условия сделки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="25"/>
        <source>Confirm Deal</source>
        <translation>Подтвердить сделку</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="26"/>
        <source>Drop Deal</source>
        <translation>Выйти из сделки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="27"/>
        <source>Cancel Deal</source>
        <translation>Отменить сделку</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="28"/>
        <source>End Turn</source>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="29"/>
        <source>Propose Bill</source>
        <translation>Поставить законопроект на голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="30"/>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="36"/>
        <source>Discard round</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="37"/>
        <source>Draw round</source>
        <translation>Добор</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="38"/>
        <source>On Deck round</source>
        <translation>Очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="39"/>
        <source>Pledge round</source>
        <translation>Обещания</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="40"/>
        <source>Vote round</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="41"/>
        <source>Session over</source>
        <translation>Сессия окончена</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="46"/>
        <location filename="../../desktop/legislation/screens.py" line="87"/>
        <source>Yay</source>
        <translation>За</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="46"/>
        <location filename="../../desktop/legislation/screens.py" line="88"/>
        <source>Nay</source>
        <translation>Против</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="72"/>
        <source>%1 chose their discards. Discards revealed — %2.</source>
        <translation>%1 выбирает сброс. Сброс раскрыт — %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="74"/>
        <source>%1 chose to discard bills %2.</source>
        <translation>%1 сбрасывает законопроекты %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="76"/>
        <source>%1 chose their discards.</source>
        <translation>%1 выбирает сброс.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="80"/>
        <source>%1 took %2 bill(s) from discard piles and %3 from the deck.</source>
        <translation>%1 берёт законопроекты: из стопок сброса — %2, из колоды — %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="91"/>
        <source>%1 placed bill %2 On Deck.</source>
        <translation>%1 выкладывает законопроект %2 в очередь.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="91"/>
        <source>%1 placed bills %2 On Deck.</source>
        <translation>%1 выкладывает законопроекты %2 в очередь.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="96"/>
        <source>the deck</source>
        <translation>колода</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="96"/>
        <source>%1&apos;s pile</source>
        <translation>стопка игрока %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="98"/>
        <source>%1 swapped: discarded bill %2, took a bill from %3.</source>
        <translation>%1 меняет: сбрасывает законопроект %2, берёт законопроект (откуда: %3).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="105"/>
        <source>%1 set their terms in a deal with %2.</source>
        <translation>%1 ставит свои условия в сделке с игроком %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="107"/>
        <source>%1 agreed to the deal.</source>
        <translation>%1 соглашается на сделку.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="109"/>
        <source>%1 walked away from the deal.</source>
        <translation>%1 выходит из сделки.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="111"/>
        <source>%1 cancelled deal %2.</source>
        <translation>%1 отменяет сделку %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="113"/>
        <source>%1 ended their Pledge turn; the deals are final.</source>
        <translation>%1 завершает ход обещаний; сделки закреплены.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="115"/>
        <source>%1 put bill %2 to the vote.</source>
        <translation>%1 ставит законопроект %2 на голосование.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="118"/>
        <source>%1 voted %2.</source>
        <translation>%1 голосует: %2.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="120"/>
        <source>%1 voted.</source>
        <translation>%1 голосует.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="122"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="124"/>
        <source>The deal is made.</source>
        <translation>Сделка заключена.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="135"/>
        <source>Bill %1 %2 (%3 Yay, %4 Nay).</source>
        <translation>Законопроект %1 %2 («за»: %3, «против»: %4).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="137"/>
        <source>PASSED</source>
        <translation>ПРИНЯТ</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="137"/>
        <source>FAILED</source>
        <translation>ОТКЛОНЁН</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="151"/>
        <source>%1 BETRAYED their token (voted %2).</source>
        <translation>%1: ПРЕДАТЕЛЬСТВО — голос вопреки своему жетону (%2).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="156"/>
        <source>— %1 begins —</source>
        <translation>— начинается: %1 —</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="158"/>
        <source>%1&apos;s turn is skipped.</source>
        <translation>Игрок %1 пропускает ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/phrases.py" line="161"/>
        <source>%1&apos;s bills %2 went On Deck.</source>
        <translation>Законопроекты игрока %1 (%2) ушли в очередь.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="35"/>
        <source>%1: everyone chooses discards (waiting for %2).</source>
        <translation>%1: все выбирают сброс (ждём: %2).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="41"/>
        <source>%1: bill %2 is on the floor; waiting for %3.</source>
        <translation>%1: законопроект %2 на голосовании; ждём: %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="53"/>
        <source>%1: %2 is negotiating with %3.</source>
        <translation>%1: %2 ведёт переговоры с игроком %3.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="64"/>
        <source>Choose your discards in secret.</source>
        <translation>Тайно выберите, что сбросить.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="66"/>
        <source>Your turn to draw.</source>
        <translation>Ваш ход: добор.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="69"/>
        <source>Cast your secret vote on bill %1.</source>
        <translation>Тайно проголосуйте по законопроекту %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="70"/>
        <source>Your vote on bill %1 (roll call).</source>
        <translation>Ваш голос по законопроекту %1 (поимённое голосование).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="72"/>
        <source>%1 offers you a deal: look at it on your own screen.</source>
        <translation>%1 предлагает вам сделку: посмотрите её на своём экране.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="76"/>
        <source>Your Pledge turn.</source>
        <translation>Ваш ход обещаний.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="77"/>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="91"/>
        <source>%1 of %2 have voted</source>
        <translation>проголосовали %1 из %2</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="93"/>
        <source>(secret)</source>
        <translation>(тайно)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="94"/>
        <source>Bill %1 on the floor</source>
        <translation>Законопроект %1 на голосовании</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="107"/>
        <source>Hand size</source>
        <translation>Размер руки</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="107"/>
        <source>Ballot</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="111"/>
        <source>9 bills (full game)</source>
        <translation>9 законопроектов (полная игра)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="111"/>
        <source>6 bills (short game)</source>
        <translation>6 законопроектов (короткая игра)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="113"/>
        <source>Secret ballot</source>
        <translation>Тайное</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/screens.py" line="114"/>
        <source>Roll call (open)</source>
        <translation>Поимённое (открытое)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="18"/>
        <source>−%n pt(s)</source>
        <comment>a negative score</comment>
        <translation>
            <numerusform>−%n очко</numerusform>
            <numerusform>−%n очка</numerusform>
            <numerusform>−%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="19"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="78"/>
        <source>hand %1</source>
        <translation>в руке %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="79"/>
        <source>pile %1</source>
        <translation>в сбросе %1</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="83"/>
        <source>has chosen</source>
        <translation>выбор сделан</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="85"/>
        <source>sits out (betrayal)</source>
        <translation>пропускает (предательство)</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="87"/>
        <source>betrayed: skips next Pledge turn</source>
        <translation>предательство: пропускает следующий ход обещаний</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="89"/>
        <source>has voted</source>
        <translation>голос отдан</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/seats.py" line="104"/>
        <source>On Deck: %1</source>
        <translation>В очереди: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/seats.py" line="117"/>
        <source>%1&apos;s discard pile, %n bill(s), top: %2</source>
        <translation>
            <numerusform>Стопка сброса игрока %1, %n законопроект, сверху: %2</numerusform>
            <numerusform>Стопка сброса игрока %1, %n законопроекта, сверху: %2</numerusform>
            <numerusform>Стопка сброса игрока %1, %n законопроектов, сверху: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="42"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="43"/>
        <source>It is not your turn to vote.</source>
        <translation>Сейчас не ваша очередь голосовать.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="44"/>
        <source>It is another player&apos;s turn in this window.</source>
        <translation>В этом окне сейчас очередь другого игрока.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="45"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="46"/>
        <source>That move belongs to another round of the game.</source>
        <translation>Этот ход относится к другому раунду игры.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="47"/>
        <source>That move does not fit this moment of the turn.</source>
        <translation>Этот ход не подходит к этому моменту хода.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="48"/>
        <source>Nothing can be undone: the table has already seen what came next.</source>
        <translation>Отменить нельзя: стол уже видел, что было дальше.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="49"/>
        <source>There is nothing to redo.</source>
        <translation>Нечего повторять.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="50"/>
        <source>This game does not know that move.</source>
        <translation>В этой игре нет такого хода.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="52"/>
        <source>You have already voted.</source>
        <translation>Вы уже проголосовали.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="53"/>
        <source>That is not one of the choices on this ballot.</source>
        <translation>Такого варианта в этом голосовании нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="54"/>
        <source>A vote cannot count less than nothing.</source>
        <translation>Голос не может стоить меньше нуля.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="55"/>
        <source>Extra votes need votes already cast.</source>
        <translation>Дополнительные голоса можно отдать только вслед за основными.</translation>
    </message>
    <message>
        <location filename="../../desktop/refusals.py" line="56"/>
        <source>That choice is not allowed now.</source>
        <translation>Сейчас такой выбор недопустим.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="19"/>
        <source>You have already chosen your discards.</source>
        <translation>Вы уже выбрали, что сбросить.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="20"/>
        <source>You have already agreed: the other side must confirm.</source>
        <translation>Вы уже согласились: подтвердить должна другая сторона.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="21"/>
        <source>Pick a bill from someone&apos;s discard pile.</source>
        <translation>Выберите законопроект из чьей-нибудь стопки сброса.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="22"/>
        <source>Pick a bill On Deck and a pledge or anti-pledge.</source>
        <translation>Выберите законопроект в очереди и обещание или антиобещание.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="23"/>
        <source>A bill drawn from the deck is its top card: it cannot be chosen.</source>
        <translation>Из колоды берут верхнюю карту: её нельзя выбрать.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="24"/>
        <source>Bill %bill from that deal has been passed on: cancel the later deal first.</source>
        <translation>Законопроект %bill из этой сделки уже передан дальше: сначала отмените более позднюю сделку.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="25"/>
        <source>Finish or drop the open deal first.</source>
        <translation>Сначала завершите открытую сделку или выйдите из неё.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/refusals.py" line="26"/>
        <source>The deck has only %n bill(s) left.</source>
        <translation>
            <numerusform>В колоде остался только %n законопроект.</numerusform>
            <numerusform>В колоде осталось только %n законопроекта.</numerusform>
            <numerusform>В колоде осталось только %n законопроектов.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="27"/>
        <source>The deck is empty.</source>
        <translation>Колода пуста.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="28"/>
        <source>The same bill is named twice.</source>
        <translation>Один и тот же законопроект назван дважды.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="29"/>
        <source>There is no bill on the floor to vote on.</source>
        <translation>Нет законопроекта, по которому идёт голосование.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="30"/>
        <source>Choose whom to deal with.</source>
        <translation>Выберите, с кем заключить сделку.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="31"/>
        <source>That deal was not made this turn.</source>
        <translation>Эта сделка заключена не в этот ход.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="32"/>
        <source>There is no such seat at this table.</source>
        <translation>За этим столом нет такого места.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="33"/>
        <source>Only the two players of the open deal can change it.</source>
        <translation>Изменить открытую сделку могут только два её участника.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="34"/>
        <source>That bill is not in your hand.</source>
        <translation>Этого законопроекта нет у вас в руке.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="35"/>
        <source>That bill is not in that discard pile.</source>
        <translation>Этого законопроекта нет в этой стопке сброса.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="36"/>
        <source>That bill is not On Deck.</source>
        <translation>Этого законопроекта нет в очереди.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="37"/>
        <source>You cannot take back from your own discard pile.</source>
        <translation>Нельзя брать из собственной стопки сброса.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="38"/>
        <source>%seat betrayed a pledge and sits out this Pledge round.</source>
        <translation>%seat: обещание нарушено — пропуск этого раунда обещаний.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="39"/>
        <source>A deal needs another player.</source>
        <translation>Для сделки нужен другой игрок.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="40"/>
        <source>A swap is only allowed as the first move of a turn.</source>
        <translation>Обмен разрешён только первым действием хода.</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="41"/>
        <source>You already hold a token on that bill (one per bill).</source>
        <translation>У вас уже есть жетон на этом законопроекте (один на законопроект).</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/refusals.py" line="42"/>
        <source>Fill On Deck up to three bills from your hand first.</source>
        <translation>Сначала доложите очередь из руки до трёх законопроектов.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/legislation/refusals.py" line="43"/>
        <source>Take exactly %n bill(s).</source>
        <translation>
            <numerusform>Возьмите ровно %n законопроект.</numerusform>
            <numerusform>Возьмите ровно %n законопроекта.</numerusform>
            <numerusform>Возьмите ровно %n законопроектов.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="17"/>
        <source>No window is open for playing cards now.</source>
        <translation>Сейчас нет окна для розыгрыша карт.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="18"/>
        <source>%card is not an agenda-phase card.</source>
        <translation>%card — не карта фазы политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="19"/>
        <source>%card is used, not played from the hand (or the other way round).</source>
        <translation>%card применяют, а не разыгрывают с руки (или наоборот).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="20"/>
        <source>%card cannot be used in this window (%window).</source>
        <translation>%card нельзя применить в этом окне (%window).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="21"/>
        <source>You do not have %card ready to use.</source>
        <translation>У вас нет готовой к применению карты %card.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="22"/>
        <source>%card cannot be used now.</source>
        <translation>%card сейчас нельзя применить.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="23"/>
        <source>%card has no legal use now.</source>
        <translation>Сейчас %card нельзя применить по правилам.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="25"/>
        <source>No vote is being taken now.</source>
        <translation>Сейчас голосование не идёт.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="26"/>
        <source>You may not vote on this agenda.</source>
        <translation>Вы не можете голосовать по этой карте политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="27"/>
        <source>That is not an outcome of this agenda.</source>
        <translation>У этой карты политики нет такого варианта решения.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="28"/>
        <source>You agreed to vote for one outcome (Genetic Recombination).</source>
        <translation>Вы согласились голосовать за определённое решение (Genetic Recombination).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="29"/>
        <source>A planet can be exhausted only once.</source>
        <translation>Карту планеты можно перевернуть только один раз.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="30"/>
        <source>You do not control that planet.</source>
        <translation>Вы не контролируете эту планету.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="31"/>
        <source>That is exhausted: it cannot be used now.</source>
        <translation>Эта карта перевёрнута: сейчас её нельзя использовать.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="32"/>
        <source>Representative Government: planets cannot be exhausted to vote.</source>
        <translation>Representative Government: нельзя переворачивать планеты, чтобы голосовать.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="33"/>
        <source>Casting 0 votes is abstaining: use Abstain.</source>
        <translation>Отдать 0 голосов — значит воздержаться: нажмите «Воздержаться».</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="35"/>
        <source>Trade goods are not votes (only Gila the Silvertongue turns them into votes).</source>
        <translation>Товары — не голоса (только Gila the Silvertongue превращает их в голоса).</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="37"/>
        <source>Extra votes need at least 1 vote cast from planets.</source>
        <translation>Для дополнительных голосов нужен хотя бы 1 голос от планет.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="38"/>
        <source>Each extra can be used once.</source>
        <translation>Каждый дополнительный источник голосов можно использовать один раз.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="39"/>
        <source>That is not an extra you can choose when voting.</source>
        <translation>Этот дополнительный источник нельзя выбрать при голосовании.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="40"/>
        <source>Odlynn Myrr gives up to 6 votes, and only once it was used on this agenda.</source>
        <translation>Odlynn Myrr даёт до 6 голосов и только если был применён на этой карте политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="41"/>
        <source>There is no tie to break.</source>
        <translation>Ничьей нет.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="42"/>
        <source>Only the speaker breaks ties.</source>
        <translation>Ничью разрешает только председатель.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="43"/>
        <source>That outcome is not one of the tied ones.</source>
        <translation>Это решение не из тех, что набрали поровну голосов.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="45"/>
        <source>Transactions are made during an agenda.</source>
        <translation>Сделки заключают во время голосования по карте политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="46"/>
        <source>Finish the current question before proposing a transaction.</source>
        <translation>Прежде чем предлагать сделку, закончите текущий вопрос.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="47"/>
        <source>A transaction needs another player.</source>
        <translation>Для сделки нужен другой игрок.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="48"/>
        <source>You two have already made your one transaction for this agenda.</source>
        <translation>Вы двое уже заключили свою единственную сделку по этой карте политики.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="50"/>
        <source>Something in the transaction cannot be traded.</source>
        <translation>Что-то в этой сделке нельзя передавать.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="51"/>
        <source>Action cards change hands only with the Hacan or Black Market Dealings.</source>
        <translation>Карты действий передаются только при участии Hacan или с Black Market Dealings.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="52"/>
        <source>Not enough trade goods for that.</source>
        <translation>Для этого не хватает товаров.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="53"/>
        <source>No transaction is waiting for your answer.</source>
        <translation>Нет сделки, ожидающей вашего ответа.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="54"/>
        <source>Nothing is being asked of you.</source>
        <translation>От вас сейчас ничего не требуется.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="55"/>
        <source>No table instruction is waiting.</source>
        <translation>Нет ожидающих указаний для стола.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="56"/>
        <source>Another player confirms this instruction.</source>
        <translation>Это указание подтверждает другой игрок.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="58"/>
        <source>Name the secret objective that was scored.</source>
        <translation>Назовите выполненную секретную цель.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="59"/>
        <source>A secret objective&apos;s name has 1 to 60 printable characters.</source>
        <translation>Название секретной цели — от 1 до 60 печатных символов.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="60"/>
        <source>%card is scored with its own card when its condition is met.</source>
        <translation>%card выполняется по своей карте, когда выполнено её условие.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="61"/>
        <source>%objective has already been scored.</source>
        <translation>%objective уже выполнена.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/refusals.py" line="62"/>
        <source>A player has at most three secret objectives, scored and unscored.</source>
        <translation>У игрока не больше трёх секретных целей, выполненных и невыполненных вместе.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop/start_page.py" line="315"/>
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Agendas</name>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="14"/>
        <source>Social Progressive</source>
        <translation>Социальный прогресс</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="15"/>
        <source>Social Conservative</source>
        <translation>Социальный консерватизм</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="16"/>
        <source>Fiscal Progressive</source>
        <translation>Финансовый прогресс</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="17"/>
        <source>Fiscal Conservative</source>
        <translation>Финансовый консерватизм</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="23"/>
        <source>SP</source>
        <translation>СП</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="24"/>
        <source>SC</source>
        <translation>СК</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="25"/>
        <source>FP</source>
        <translation>ФП</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/agenda_names.py" line="26"/>
        <source>FC</source>
        <translation>ФК</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../../desktop/council/agenda_card.py" line="35"/>
        <source>LAW</source>
        <translation>ЗАКОН</translation>
    </message>
    <message>
        <location filename="../../desktop/council/agenda_card.py" line="37"/>
        <source>DIRECTIVE</source>
        <translation>РАСПОРЯЖЕНИЕ</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/bill_card.py" line="47"/>
        <source>BILL</source>
        <translation>ЗАКОНОПРОЕКТ</translation>
    </message>
    <message>
        <location filename="../../desktop/council/planet_card.py" line="65"/>
        <source>EXHAUSTED</source>
        <translation>ПЕРЕВЁРНУТА</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../desktop/curtain.py" line="26"/>
        <source>Pass to %1</source>
        <translation>Передайте компьютер: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="35"/>
        <source>Everyone else, look away. %1: when only you can see the screen, press the button.</source>
        <translation>Остальные, отвернитесь. %1: когда экран видите только вы, нажмите кнопку.</translation>
    </message>
    <message>
        <location filename="../../desktop/curtain.py" line="41"/>
        <source>I am %1 — show my cards</source>
        <translation>Я — %1, покажите мои карты</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../../desktop/end_screen.py" line="48"/>
        <source>%1 wins!</source>
        <translation>Победа: %1!</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="50"/>
        <source>Shared win: %1</source>
        <translation>Общая победа: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="78"/>
        <source>Score over the game</source>
        <translation>Счёт по ходу игры</translation>
    </message>
    <message>
        <location filename="../../desktop/end_screen.py" line="82"/>
        <source>Back to the start page</source>
        <translation>На стартовую страницу</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../desktop/legislation/__init__.py" line="16"/>
        <source>Legislation</source>
        <translation>Законодательство</translation>
    </message>
    <message>
        <location filename="../../desktop/council/__init__.py" line="16"/>
        <source>Galactic Council</source>
        <translation>Галактический совет</translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/__init__.py" line="20"/>
        <source>3–8 Representatives trade bills and pledges, then vote them into law. Pass what your agenda loves, block what it hates.</source>
        <translation>3–8 депутатов обмениваются законопроектами и обещаниями, затем голосуют за них. Проводите то, что любит ваша программа, и блокируйте то, что она ненавидит.</translation>
    </message>
    <message>
        <location filename="../../desktop/council/__init__.py" line="20"/>
        <source>The agenda phase of Twilight Imperium: exhaust planets for influence, play riders, and bend the Galactic Council to your will.</source>
        <translation>Фаза политики Twilight Imperium: переворачивайте планеты ради влияния, делайте предсказания и подчините Галактический совет своей воле.</translation>
    </message>
</context>
<context>
    <name>Legislation</name>
    <message>
        <location filename="../../desktop/legislation/faces.py" line="53"/>
        <source>Bill %1, %2: %3</source>
        <translation>Законопроект %1, %2: %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Quorum can&apos;t write to the saves folder: this game is shown read-only.</source>
        <translation>Quorum не может писать в папку сохранений: партия показана только для просмотра.</translation>
    </message>
    <message>
        <source>Export Game &amp;Record…</source>
        <translation>Экспорт &amp;записи партии…</translation>
    </message>
    <message>
        <source>Quorum sessions and game records (*.quorum *.quorum-record);;All files (*)</source>
        <translation>Партии и записи партий Quorum (*.quorum *.quorum-record);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Импорт %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Импорт</translation>
    </message>
    <message>
        <source>The saved game is busy</source>
        <translation>Сохранённая партия занята</translation>
    </message>
    <message>
        <source>A move is not saved</source>
        <translation>Ход не сохранён</translation>
    </message>
    <message>
        <source>The last move could not be saved: %1

If you quit now it is lost. Try again, or export the game (with that move) to another place, such as a USB stick.</source>
        <translation>Последний ход не удалось сохранить: %1

Если выйти сейчас, он пропадёт. Попробуйте ещё раз или экспортируйте партию (с этим ходом) в другое место, например на флешку.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Export Elsewhere…</source>
        <translation>Экспорт в другое место…</translation>
    </message>
    <message>
        <source>Quit Without It</source>
        <translation>Выйти без него</translation>
    </message>
    <message>
        <source>Export the Game Elsewhere</source>
        <translation>Экспорт партии в другое место</translation>
    </message>
    <message>
        <source>Export Game Record</source>
        <translation>Экспорт записи партии</translation>
    </message>
    <message>
        <source>Quorum game records (*.quorum-record)</source>
        <translation>Записи партий Quorum (*.quorum-record)</translation>
    </message>
    <message>
        <source>Game record written to %1</source>
        <translation>Запись партии сохранена в %1</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was added.</source>
        <translation>Импорт отменён; ничего не добавлено.</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="26"/>
        <location filename="../../desktop/main_window.py" line="200"/>
        <source>Quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="56"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="58"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="60"/>
        <source>&amp;Start Page</source>
        <translation>&amp;Стартовая страница</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="62"/>
        <source>&amp;Import Session…</source>
        <translation>&amp;Импорт сессии…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="63"/>
        <source>&amp;Export Session…</source>
        <translation>&amp;Экспорт сессии…</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="65"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="67"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="68"/>
        <location filename="../../desktop/main_window.py" line="216"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="69"/>
        <location filename="../../desktop/main_window.py" line="217"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="73"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="74"/>
        <source>Show &amp;Log</source>
        <translation>Показать &amp;журнал</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="77"/>
        <source>&amp;Quick Bots</source>
        <translation>&amp;Быстрые боты</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="81"/>
        <source>&amp;Full Screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="86"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="91"/>
        <source>&amp;%1 Rules of %2</source>
        <translation>&amp;%1 Правила игры «%2»</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="157"/>
        <source>Quorum — a hotseat table for card games: %1.</source>
        <translation>Quorum — стол для карточных игр за одним компьютером: %1.</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="94"/>
        <source>&amp;About Quorum</source>
        <translation>&amp;О программе Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="156"/>
        <source>About Quorum</source>
        <translation>О программе Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="170"/>
        <source>Could not start the game</source>
        <translation>Не удалось начать игру</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="189"/>
        <source>%1 — Quorum</source>
        <translation>%1 — Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="216"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="217"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="304"/>
        <source>Export Session</source>
        <translation>Экспорт сессии</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="306"/>
        <source>Quorum sessions (*.quorum)</source>
        <translation>Сессии Quorum (*.quorum)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="317"/>
        <source>Exported to %1</source>
        <translation>Экспортировано в %1</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="322"/>
        <source>Saved sessions are still loading</source>
        <translation>Сохранённые сессии ещё загружаются</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="322"/>
        <source>Try again in a moment.</source>
        <translation>Попробуйте ещё раз через минуту.</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="327"/>
        <source>Import Session</source>
        <translation>Импорт сессии</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="327"/>
        <source>Quorum sessions (*.quorum);;All files (*)</source>
        <translation>Сессии Quorum (*.quorum);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="340"/>
        <source>Imported %1</source>
        <translation>Импортировано: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="360"/>
        <source>Problem with a saved session</source>
        <translation>Проблема с сохранённой сессией</translation>
    </message>
    <message>
        <location filename="../../desktop/main_window.py" line="361"/>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../../desktop/new_game.py" line="37"/>
        <source>Alice</source>
        <translation>Алиса</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="38"/>
        <source>Bob</source>
        <translation>Борис</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="39"/>
        <source>Carol</source>
        <translation>Вера</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="40"/>
        <source>Dave</source>
        <translation>Глеб</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="41"/>
        <source>Erin</source>
        <translation>Дина</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="42"/>
        <source>Frank</source>
        <translation>Егор</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="43"/>
        <source>Grace</source>
        <translation>Жанна</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="44"/>
        <source>Heidi</source>
        <translation>Зоя</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <location filename="../../desktop/new_game.py" line="122"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="126"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="131"/>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="141"/>
        <source>&amp;Add seat</source>
        <translation>&amp;Добавить место</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="148"/>
        <source>Options</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="151"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="155"/>
        <source>Name of this session</source>
        <translation>Название этой сессии</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="156"/>
        <source>Session name</source>
        <translation>Название сессии</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="157"/>
        <source>Allow undo past revealed cards</source>
        <translation>Разрешить отмену после раскрытых карт</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="159"/>
        <source>Normally a move that showed a hidden card cannot be undone.</source>
        <translation>Обычно ход, открывший скрытую карту, отменить нельзя.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="160"/>
        <source>Table undo</source>
        <translation>Отмена для стола</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="165"/>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="167"/>
        <source>Pause before each bot move</source>
        <translation>Пауза перед каждым ходом бота</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="168"/>
        <source>Bot pause</source>
        <translation>Пауза бота</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="180"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="182"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="184"/>
        <source>&amp;Start game</source>
        <translation>&amp;Начать игру</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="220"/>
        <source>Seats (%1 to %2), in clockwise order</source>
        <translation>Места (от %1 до %2) по часовой стрелке</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="230"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="272"/>
        <source>%1 is played with %2 to %3 seats.</source>
        <translation>В игру «%1» играют от %2 до %3 человек.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="278"/>
        <source>Every seat needs a name.</source>
        <translation>У каждого места должно быть имя.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="280"/>
        <source>Two seats have the same name; give each player their own.</source>
        <translation>У двух мест одинаковые имена; дайте каждому игроку своё.</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="288"/>
        <source>These options do not work together: %1</source>
        <translation>Эти настройки несовместимы: %1</translation>
    </message>
</context>
<context>
    <name>PilePicker</name>
    <message numerus="yes">
        <location filename="../../desktop/legislation/piles.py" line="40"/>
        <source>Deck (%n)</source>
        <translation>
            <numerusform>Колода (%n)</numerusform>
            <numerusform>Колода (%n)</numerusform>
            <numerusform>Колода (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop/legislation/piles.py" line="47"/>
        <source>The deck: take the top card</source>
        <translation>Колода: взять верхнюю карту</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../desktop/rules_browser.py" line="31"/>
        <source>Rules of %1</source>
        <translation>Правила игры «%1»</translation>
    </message>
    <message>
        <location filename="../../desktop/rules_browser.py" line="40"/>
        <source>The rules page for this game is missing from this installation.</source>
        <translation>В этой установке нет страницы правил для этой игры.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../desktop/score_chart.py" line="27"/>
        <source>Score over the game</source>
        <translation>Счёт по ходу игры</translation>
    </message>
    <message>
        <location filename="../../desktop/score_chart.py" line="64"/>
        <source>game progress →</source>
        <translation>ход игры →</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>score change %1</source>
        <translation>изменение очков %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="38"/>
        <source>bot</source>
        <translation>бот</translation>
    </message>
    <message>
        <location filename="../../desktop/table/seat_panel.py" line="42"/>
        <source>to act</source>
        <translation>ходит</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../desktop/new_game.py" line="76"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="77"/>
        <source>Bot</source>
        <translation>Бот</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="79"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="89"/>
        <source>Colour of seat %1</source>
        <translation>Цвет места %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="90"/>
        <source>Name of seat %1</source>
        <translation>Имя места %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="91"/>
        <source>Seat %1 is played by</source>
        <translation>Кто играет за место %1</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="99"/>
        <source>Seat colour</source>
        <translation>Цвет места</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="80"/>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="80"/>
        <source>Basic</source>
        <translation>Базовый</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="80"/>
        <source>Strong</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="80"/>
        <source>Random: any legal move. Basic: sensible rules of thumb. Strong: thinks ahead (slower).</source>
        <translation>Случайный: любой разрешённый ход. Базовый: разумные приёмы. Сильный: просчитывает наперёд (медленнее).</translation>
    </message>
    <message>
        <location filename="../../desktop/new_game.py" line="80"/>
        <source>Level of the bot in seat %1</source>
        <translation>Уровень бота на месте %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Cannot be shown: %1</source>
        <translation>Не удаётся показать: %1</translation>
    </message>
    <message>
        <source>Quorum can&apos;t write to %1 (%2); your saves are safe. They are listed below and can be exported, but no game can be played or started until the folder can be written (free some space, or make it writable).</source>
        <translation>Quorum не может писать в %1 (%2); ваши сохранения целы. Они перечислены ниже и их можно экспортировать, но играть или начать партию нельзя, пока в папку нельзя писать (освободите место или разрешите запись).</translation>
    </message>
    <message>
        <source>open in another Quorum window</source>
        <translation>открыта в другом окне Quorum</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>файл занят другой программой</translation>
    </message>
    <message>
        <source>the system refused to read it</source>
        <translation>система не даёт её прочитать</translation>
    </message>
    <message>
        <source>too large for a saved game</source>
        <translation>слишком велика для сохранения</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="36"/>
        <source>Quorum</source>
        <translation>Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="38"/>
        <source>A table for voting card games — pass the computer, keep your secrets.</source>
        <translation>Стол для карточных игр с голосованием — передавайте компьютер и храните секреты.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="51"/>
        <source>Saved games</source>
        <translation>Сохранённые игры</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="55"/>
        <source>Loading saved games…</source>
        <translation>Загрузка сохранённых игр…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="58"/>
        <source>No saved games yet.
Start a new game on the left: every move is saved as it is made.</source>
        <translation>Сохранённых игр пока нет.
Начните новую игру слева: каждый ход сохраняется сразу.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="67"/>
        <source>&amp;Resume</source>
        <translation>П&amp;родолжить</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="68"/>
        <source>Re&amp;name…</source>
        <translation>Переи&amp;меновать…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="69"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="78"/>
        <source>Tip: drop an exported .quorum file on this window to import it.</source>
        <translation>Совет: перетащите экспортированный файл .quorum в это окно, чтобы импортировать его.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="99"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="101"/>
        <source>New game of %1</source>
        <translation>Новая игра: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="103"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="104"/>
        <source>Rules of %1</source>
        <translation>Правила игры «%1»</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="122"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="123"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="124"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="125"/>
        <source>Progress</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="126"/>
        <source>Last played</source>
        <translation>Последняя игра</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="174"/>
        <source>Cannot be opened: %1</source>
        <translation>Не открывается: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="188"/>
        <location filename="../../desktop/start_page.py" line="289"/>
        <source>Finished</source>
        <translation>Завершена</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="202"/>
        <source>Saved games could not be loaded:
%1</source>
        <translation>Не удалось загрузить сохранённые игры:
%1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="230"/>
        <source>Rename saved game</source>
        <translation>Переименовать сохранённую игру</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="230"/>
        <source>New name:</source>
        <translation>Новое название:</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="243"/>
        <source>Delete saved game</source>
        <translation>Удалить сохранённую игру</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="244"/>
        <source>Delete “%1” for good? This cannot be undone.</source>
        <translation>Удалить «%1» навсегда? Это нельзя отменить.</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="263"/>
        <source>the file is missing</source>
        <translation>файл не найден</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="264"/>
        <source>the file is cut short</source>
        <translation>файл обрезан</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="265"/>
        <source>the file is damaged</source>
        <translation>файл повреждён</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="266"/>
        <source>not a Quorum file</source>
        <translation>это не файл Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="267"/>
        <source>made by a newer Quorum</source>
        <translation>создан более новой версией Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="268"/>
        <source>the content is malformed</source>
        <translation>содержимое искажено</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="269"/>
        <source>its moves break the rules</source>
        <translation>его ходы нарушают правила</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="270"/>
        <source>a game this Quorum does not have</source>
        <translation>игра, которой нет в этой версии Quorum</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="271"/>
        <source>the disk refused it</source>
        <translation>диск не принял запись</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="292"/>
        <source>discarding</source>
        <translation>сброс</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="293"/>
        <source>drawing</source>
        <translation>добор</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="294"/>
        <source>On Deck</source>
        <translation>очередь</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="295"/>
        <source>pledging</source>
        <translation>обещания</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="296"/>
        <source>voting</source>
        <translation>голосование</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="300"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="306"/>
        <source>%1 passed, %2 failed</source>
        <translation>принято: %1, отклонено: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/start_page.py" line="312"/>
        <source>agenda %1</source>
        <translation>карта политики %1</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Could not save: %1 — nothing more is played until it is saved.</source>
        <translation>Не удалось сохранить: %1 — игра продолжится, когда ход сохранится.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="43"/>
        <source>A bot could not move: %1</source>
        <translation>Бот не смог сходить: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="78"/>
        <source>Votes so far</source>
        <translation>Голоса на сейчас</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="81"/>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="118"/>
        <source>That move is not allowed: %1</source>
        <translation>Этот ход недопустим: %1</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="123"/>
        <source>Could not save to %1: %2</source>
        <translation>Не удалось сохранить в %1: %2</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="155"/>
        <source>The session is over.</source>
        <translation>Сессия окончена.</translation>
    </message>
    <message>
        <location filename="../../desktop/table/table_page.py" line="186"/>
        <source>No vote under way</source>
        <translation>Голосование не идёт</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop/language_menu.py" line="18"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык (Language)</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Dismiss the result</source>
        <translation>Закрыть результат</translation>
    </message>
    <message>
        <source>Got it (Enter)</source>
        <translation>Понятно (Enter)</translation>
    </message>
</context>
<context>
    <name>StandingsStrip</name>
    <message>
        <source>Standings: %1</source>
        <translation>Положение: %1</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Game record: %1 — %2</source>
        <translation>Запись партии: %1 — %2</translation>
    </message>
    <message>
        <source>Watch only: a record holds what every player saw, never anyone&apos;s hidden cards or votes. Players: %1</source>
        <translation>Только просмотр: запись хранит то, что видели все, и никогда — скрытые карты или голоса. Игроки: %1</translation>
    </message>
    <message>
        <source>Move shown</source>
        <translation>Показанный ход</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>На стартовую страницу</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Ход %1 из %2</translation>
    </message>
    <message>
        <source>The game was still under way when this record was made.</source>
        <translation>Партия ещё шла, когда была сделана эта запись.</translation>
    </message>
    <message>
        <source>Final standing:</source>
        <translation>Итог:</translation>
    </message>
</context>
<context>
    <name>SaveProblems</name>
    <message>
        <source>the disk refused to write (it may be full or read-only)</source>
        <translation>диск отказал в записи (возможно, он заполнен или только для чтения)</translation>
    </message>
    <message>
        <source>another program is using the file right now</source>
        <translation>файл сейчас занят другой программой</translation>
    </message>
    <message>
        <source>the session is open in another Quorum window</source>
        <translation>партия открыта в другом окне Quorum</translation>
    </message>
    <message>
        <source>the system refused to read the file</source>
        <translation>система не даёт прочитать файл</translation>
    </message>
</context>
</TS>
