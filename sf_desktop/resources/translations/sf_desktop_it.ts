<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
    <context>
        <name>About</name>
        <message>
            <source>About San Francisco Desktop</source>
            <translation>Informazioni su San Francisco Desktop</translation>
        </message>
        <message>
            <source>&lt;h3&gt;San Francisco Desktop {0}&lt;/h3&gt;&lt;p&gt;A digital edition of the board game &lt;i&gt;San Francisco&lt;/i&gt; by Reiner Knizia (2022): plan districts, lay cable car networks and raise skyscrapers against AI opponents or friends at the same screen.&lt;/p&gt;&lt;p&gt;Card art, icons and rules text are this project's own.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;San Francisco Desktop {0}&lt;/h3&gt;&lt;p&gt;Un'edizione digitale del gioco da tavolo &lt;i&gt;San Francisco&lt;/i&gt; di Reiner Knizia (2022): progetta quartieri, stendi reti tranviarie e innalza grattacieli contro avversari dell'IA o con amici davanti allo stesso schermo.&lt;/p&gt;&lt;p&gt;Le illustrazioni delle carte, le icone e il testo delle regole sono di questo progetto.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>Access</name>
        <message>
            <source>{0}, link</source>
            <translation>{0}, collegamento</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tavolo</translation>
        </message>
        <message>
            <source>Tab goes to what you may use, the arrow keys go over everything, Enter uses it. D draws a card, 1 to 3 choose a column, S ends your turn, H suggests a move, R reads the standings.</source>
            <translation>Tab porta a ciò che puoi usare, le frecce percorrono tutto, Invio lo usa. D pesca una carta, da 1 a 3 scelgono una colonna, S termina il turno, H suggerisce una mossa, R legge la classifica.</translation>
        </message>
        <message>
            <source>The arrow keys go through the game: Left and Right one action back or on, Up and Down one turn; Home and End go to its start and end, Space plays it on by itself. Tab goes to the replay's controls.</source>
            <translation>Le frecce percorrono la partita: Sinistra e Destra, un'azione indietro o avanti; Su e Giù, un turno; Home e Fine vanno all'inizio e alla fine, e Spazio la fa proseguire da sola. Tab va ai comandi del replay.</translation>
        </message>
        <message>
            <source>Project board</source>
            <translation>Plancia dei progetti</translation>
        </message>
        <message>
            <source>Deck: empty</source>
            <translation>Mazzo: vuoto</translation>
        </message>
        <message numerus="yes">
            <source>Deck: %n cards left</source>
            <translation>
                <numerusform>Mazzo: resta %n carta</numerusform>
                <numerusform>Mazzo: restano %n carte</numerusform>
            </translation>
        </message>
        <message>
            <source>a black {0} (any row)</source>
            <translation>una carta nera da {0} (qualsiasi riga)</translation>
        </message>
        <message>
            <source>a {0} {1} ({2})</source>
            <translation>una carta {0} da {1} ({2})</translation>
        </message>
        <message>
            <source>{0}: colour {1}</source>
            <translation>{0}: colore {1}</translation>
        </message>
        <message>
            <source>Black cards: any row</source>
            <translation>Carte nere: qualsiasi riga</translation>
        </message>
        <message>
            <source>carrying a foundation token</source>
            <translation>con sopra un segnalino fondamenta</translation>
        </message>
        <message>
            <source>Drawn card: {0}</source>
            <translation>Carta pescata: {0}</translation>
        </message>
        <message>
            <source>Foundation tokens: none left</source>
            <translation>Segnalini fondamenta: non ne resta nessuno</translation>
        </message>
        <message numerus="yes">
            <source>Foundation tokens: %n left</source>
            <translation>
                <numerusform>Segnalini fondamenta: ne resta %n</numerusform>
                <numerusform>Segnalini fondamenta: ne restano %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Column {0}: empty</source>
            <translation>Colonna {0}: vuota</translation>
        </message>
        <message numerus="yes">
            <source>Column {0}: %n cards</source>
            <translation>
                <numerusform>Colonna {0}: %n carta</numerusform>
                <numerusform>Colonna {0}: %n carte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Box: %n discarded cards</source>
            <translation>
                <numerusform>Scatola: %n carta scartata</numerusform>
                <numerusform>Scatola: %n carte scartate</numerusform>
            </translation>
        </message>
        <message>
            <source>Taken cards: none</source>
            <translation>Carte prese: nessuna</translation>
        </message>
        <message numerus="yes">
            <source>Your taken cards: %n</source>
            <translation>
                <numerusform>Le tue carte prese: %n</numerusform>
                <numerusform>Le tue carte prese: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Taken cards of {0}: %n</source>
            <translation>
                <numerusform>Carte prese da {0}: %n</numerusform>
                <numerusform>Carte prese da {0}: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>No row has room for it.</source>
            <translation>Nessuna riga ha spazio per lei.</translation>
        </message>
        <message>
            <source>Key {0}, then the row: {1}</source>
            <translation>Tasto {0}, poi la riga: {1}</translation>
        </message>
        <message>
            <source>{0}, selected</source>
            <translation>{0}, selezionata</translation>
        </message>
        <message>
            <source>Now choose its row: {0}.</source>
            <translation>Ora scegli la sua riga: {0}.</translation>
        </message>
        <message>
            <source>Put {0} here (key {1}).</source>
            <translation>Metti {0} qui (tasto {1}).</translation>
        </message>
        <message>
            <source>Put {0} on this card.</source>
            <translation>Metti {0} su questa carta.</translation>
        </message>
        <message>
            <source>Bonus waiting for its place: {0}</source>
            <translation>Bonus in attesa del suo posto: {0}</translation>
        </message>
        <message>
            <source>Your city</source>
            <translation>La tua città</translation>
        </message>
        <message>
            <source>{0}’s city</source>
            <translation>La città di {0}</translation>
        </message>
        <message>
            <source>to move</source>
            <translation>di turno</translation>
        </message>
        <message>
            <source>leading</source>
            <translation>in testa</translation>
        </message>
        <message numerus="yes">
            <source>%n contracts</source>
            <translation>
                <numerusform>%n contratto</numerusform>
                <numerusform>%n contratti</numerusform>
            </translation>
        </message>
        <message>
            <source>{0}: {1} VP</source>
            <translation>{0}: {1} PV</translation>
        </message>
        <message>
            <source>black {0}</source>
            <translation>nera da {0}</translation>
        </message>
        <message>
            <source>a foundation token, {0} of the {1} its skyscraper needs</source>
            <translation>un segnalino fondamenta, {0} dei {1} che servono al suo grattacielo</translation>
        </message>
        <message>
            <source>a tracks token</source>
            <translation>un segnalino binari</translation>
        </message>
        <message>
            <source>a +2 token</source>
            <translation>un segnalino +2</translation>
        </message>
        <message>
            <source>a foundation token</source>
            <translation>un segnalino fondamenta</translation>
        </message>
        <message>
            <source>a skyscraper</source>
            <translation>un grattacielo</translation>
        </message>
        <message>
            <source>a cable car</source>
            <translation>un tram</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vuota</translation>
        </message>
        <message>
            <source>{0}, your row: {1}</source>
            <translation>{0}, la tua riga: {1}</translation>
        </message>
        <message>
            <source>{0}, {1}’s row: {2}</source>
            <translation>{0}, riga di {1}: {2}</translation>
        </message>
        <message>
            <source>total {0}</source>
            <translation>totale {0}</translation>
        </message>
        <message>
            <source>Scoring board</source>
            <translation>Plancia punteggio</translation>
        </message>
        <message>
            <source>Master builder’s medal: nobody holds it yet</source>
            <translation>Medaglia del maestro costruttore: ancora di nessuno</translation>
        </message>
        <message>
            <source>Master builder’s medal: you hold it</source>
            <translation>Medaglia del maestro costruttore: è tua</translation>
        </message>
        <message>
            <source>Master builder’s medal: {0} holds it</source>
            <translation>Medaglia del maestro costruttore: ce l’ha {0}</translation>
        </message>
        <message>
            <source>none left</source>
            <translation>non ne resta nessuno</translation>
        </message>
        <message>
            <source>{0} {1} VP</source>
            <translation>{0} {1} PV</translation>
        </message>
        <message>
            <source>you lead</source>
            <translation>sei in testa</translation>
        </message>
        <message>
            <source>{0} leads</source>
            <translation>{0} è in testa</translation>
        </message>
        <message>
            <source>+{0} VP</source>
            <translation>+{0} PV</translation>
        </message>
        <message>
            <source>{0} is in {1}: total {2}.</source>
            <translation>{0} è in {1}: totale {2}.</translation>
        </message>
        <message>
            <source>{0} is playing.</source>
            <translation>{0} sta giocando.</translation>
        </message>
        <message>
            <source>D draws</source>
            <translation>D pesca</translation>
        </message>
        <message>
            <source>columns you may take: {0}</source>
            <translation>colonne che puoi prendere: {0}</translation>
        </message>
        <message>
            <source>Keys 1 to 3</source>
            <translation>Tasti da 1 a 3</translation>
        </message>
        <message>
            <source>A card's key, then its row's key; S ends the turn, the rest go to the box</source>
            <translation>Il tasto di una carta, poi quello della sua riga; S termina il turno, le altre vanno nella scatola</translation>
        </message>
        <message>
            <source>Its key chooses a bonus</source>
            <translation>Il suo tasto sceglie un bonus</translation>
        </message>
        <message>
            <source>A row's key places it</source>
            <translation>Il tasto di una riga la colloca</translation>
        </message>
        <message>
            <source>Tab to a card of your city, then Enter</source>
            <translation>Tab fino a una carta della tua città, poi Invio</translation>
        </message>
        <message>
            <source>Taken: {0}.</source>
            <translation>Prese: {0}.</translation>
        </message>
        <message>
            <source>Guide: {0}. {1}</source>
            <translation>Guida: {0}. {1}</translation>
        </message>
    </context>
    <context>
        <name>Banners</name>
        <message>
            <source>{0}’s turn</source>
            <translation>Turno di {0}</translation>
        </message>
        <message>
            <source>Your city is now shown large.</source>
            <translation>Ora la tua città è mostrata in grande.</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>{0}: {1} VP, the final score</source>
            <translation>{0}: {1} PV, il punteggio finale</translation>
        </message>
        <message>
            <source>{0}: about {1} VP if the game ended now</source>
            <translation>{0}: circa {1} PV se la partita finisse ora</translation>
        </message>
        <message>
            <source>Not counted yet: {0} VP from ties that only turn order decides, where nobody tied has anything yet</source>
            <translation>Non ancora contati: {0} PV da pareggi che decide solo l’ordine di turno, dove nessuno dei pari ha ancora nulla</translation>
        </message>
        <message>
            <source>Shares the points of places tied on everything with other players: only turn order would part them at the end</source>
            <translation>Divide i punti dei posti in cui è pari in tutto con altri giocatori: solo l’ordine di turno li separerebbe alla fine</translation>
        </message>
        <message numerus="yes">
            <source>%n contracts: a column must hold more cards than that to be taken</source>
            <translation>
                <numerusform>%n contratto: per prendere una colonna, deve avere più carte</numerusform>
                <numerusform>%n contratti: per prendere una colonna, deve avere più carte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cable cars</source>
            <translation>
                <numerusform>%n tram</numerusform>
                <numerusform>%n tram</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n skyscrapers</source>
            <translation>
                <numerusform>%n grattacielo</numerusform>
                <numerusform>%n grattacieli</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tokens of 1.5 VP</source>
            <translation>
                <numerusform>%n segnalino da 1,5 PV</numerusform>
                <numerusform>%n segnalini da 1,5 PV</numerusform>
            </translation>
        </message>
        <message>
            <source>a token to discard up to 2 contracts on a turn</source>
            <translation>un segnalino per scartare fino a 2 contratti in un turno</translation>
        </message>
        <message>
            <source>completed first: {0}</source>
            <translation>completato per primo: {0}</translation>
        </message>
        <message>
            <source>Σ {0}</source>
            <translation>Σ {0}</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>pensa</translation>
        </message>
        <message>
            <source>≈ {0} VP</source>
            <translation>≈ {0} PV</translation>
        </message>
        <message>
            <source>empty column</source>
            <translation>colonna vuota</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n carte</numerusform>
            </translation>
        </message>
        <message>
            <source>Foundation tokens: one goes on each drawn foundation card while they last. The game ends when the last one is placed.</source>
            <translation>Segnalini fondamenta: ne va uno su ogni carta fondamenta pescata finché ce ne sono. La partita finisce quando si colloca l'ultimo.</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Scarta</translation>
        </message>
        <message>
            <source>box: {0}</source>
            <translation>scatola: {0}</translation>
        </message>
        <message>
            <source>The scoring board: the medal's place, the skyscrapers left, the district completion tokens, the bonus supply and the advantage points by rank.</source>
            <translation>La plancia punteggio: il posto della medaglia, i grattacieli rimasti, i segnalini completamento del quartiere, la riserva dei bonus e i punti vantaggio per posizione.</translation>
        </message>
        <message>
            <source>Districts: {0}</source>
            <translation>Quartieri: {0}</translation>
        </message>
        <message>
            <source>Cable cars: {0}</source>
            <translation>Tram: {0}</translation>
        </message>
        <message>
            <source>Skyscrapers left: {0}</source>
            <translation>Grattacieli rimasti: {0}</translation>
        </message>
        <message>
            <source>District completion (1 VP)</source>
            <translation>Quartiere completato (1 PV)</translation>
        </message>
        <message>
            <source>Bonus supply</source>
            <translation>Riserva dei bonus</translation>
        </message>
        <message>
            <source>Advantage by rank</source>
            <translation>Vantaggio per posizione</translation>
        </message>
    </context>
    <context>
        <name>ChartDialog</name>
        <message>
            <source>Score over the game</source>
            <translation>Punti nel corso della partita</translation>
        </message>
    </context>
    <context>
        <name>CopyLine</name>
        <message>
            <source>Copy</source>
            <translation>Copia</translation>
        </message>
        <message>
            <source>Copy {0}</source>
            <translation>Copia {0}</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiato</translation>
        </message>
    </context>
    <context>
        <name>CreatePage</name>
        <message>
            <source>This computer runs the game while it lasts: keep the app open (or come back to it) until the game ends. Friends on this network find it in their Join list; for friends elsewhere the app asks your router to open a port, and says how that went.</source>
            <translation>Questo computer tiene la partita finché dura: lascia aperta l’app (o tornaci) fino alla fine. Gli amici su questa rete la trovano nella loro lista Unisciti; per gli amici altrove l’app chiede al tuo router di aprire una porta e ti dice com’è andata.</translation>
        </message>
        <message>
            <source>A game server someone runs for a group of friends keeps the game even when this computer is off. Type the address its owner gave you, such as wss://games.example.org.</source>
            <translation>Un server di partite che qualcuno tiene per un gruppo di amici conserva la partita anche a computer spento. Scrivi l’indirizzo che ti ha dato chi lo gestisce, come wss://games.example.org.</translation>
        </message>
        <message>
            <source>Server &amp;address:</source>
            <translation>&amp;Indirizzo del server:</translation>
        </message>
        <message>
            <source>&amp;Create the game</source>
            <translation>&amp;Crea la partita</translation>
        </message>
        <message>
            <source>Type the name your friends will see.</source>
            <translation>Scrivi il nome che vedranno i tuoi amici.</translation>
        </message>
        <message>
            <source>Type the server's address.</source>
            <translation>Scrivi l’indirizzo del server.</translation>
        </message>
        <message>
            <source>Make at least one seat a friend's: a game against the AI alone is a new game.</source>
            <translation>Dai almeno un posto a un amico: una partita contro la sola IA è una nuova partita.</translation>
        </message>
        <message>
            <source>The game is on the table. It starts when every friend has joined.</source>
            <translation>La partita è sul tavolo. Comincia quando tutti gli amici si sono uniti.</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Apri…</translation>
        </message>
        <message>
            <source>Continue a game saved in a file</source>
            <translation>Continua una partita salvata in un file</translation>
        </message>
        <message>
            <source>Open R&amp;ecent</source>
            <translation>Apri r&amp;ecente</translation>
        </message>
        <message>
            <source>&amp;Unfinished games</source>
            <translation>Partite non &amp;finite</translation>
        </message>
        <message>
            <source>Go back to a game left before its end</source>
            <translation>Torna a una partita lasciata prima della fine</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Salva</translation>
        </message>
        <message>
            <source>Save this game to its file</source>
            <translation>Salva questa partita nel suo file</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Sal&amp;va con nome…</translation>
        </message>
        <message>
            <source>Save this game to a new file</source>
            <translation>Salva questa partita in un nuovo file</translation>
        </message>
        <message>
            <source>The game could not be saved automatically: {0}. Use Game ▸ Save As to keep it.</source>
            <translation>Non è stato possibile salvare la partita automaticamente: {0}. Usa Partita ▸ Salva con nome per conservarla.</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Salva partita</translation>
        </message>
        <message>
            <source>there is a folder or another non-file of that name</source>
            <translation>esiste già una cartella o qualcos’altro che non è un file con quel nome</translation>
        </message>
        <message>
            <source>Cannot save the game</source>
            <translation>Impossibile salvare la partita</translation>
        </message>
        <message>
            <source>The game could not be saved to “{0}”: {1}.</source>
            <translation>Non è stato possibile salvare la partita in «{0}»: {1}.</translation>
        </message>
        <message>
            <source>Saved to “{0}”.</source>
            <translation>Salvata in «{0}».</translation>
        </message>
        <message>
            <source>San Francisco</source>
            <translation>San Francisco</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Apri partita</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tutti i file (*)</translation>
        </message>
        <message>
            <source>Opened “{0}”.</source>
            <translation>Aperto «{0}».</translation>
        </message>
        <message>
            <source>Game resumed.</source>
            <translation>Partita ripresa.</translation>
        </message>
        <message>
            <source>It was renamed “{0}” so that nothing is lost.</source>
            <translation>È stato rinominato «{0}» perché non vada perso nulla.</translation>
        </message>
        <message>
            <source>The game on the table goes on as it was.</source>
            <translation>La partita sul tavolo continua com'era.</translation>
        </message>
        <message>
            <source>Cannot open the game</source>
            <translation>Impossibile aprire la partita</translation>
        </message>
        <message>
            <source>A backup saved on {0} exists. Open the backup instead?</source>
            <translation>Esiste una copia di sicurezza salvata il {0}. Aprire invece la copia?</translation>
        </message>
        <message>
            <source>No recent games</source>
            <translation>Nessuna partita recente</translation>
        </message>
        <message>
            <source>&amp;Clear the list</source>
            <translation>&amp;Svuota l'elenco</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>San Francisco games (*{0})</source>
            <translation>Partite di San Francisco (*{0})</translation>
        </message>
    </context>
    <context>
        <name>GameModel</name>
        <message>
            <source>{0}’s seat names a player this app does not have ({1}); a person plays it.</source>
            <translation>Il posto di {0} indica un giocatore che questa applicazione non ha ({1}); lo occupa una persona.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>The AI level “{0}” is not available ({1}); a random player takes the seat.</source>
            <translation>Il livello di IA «{0}» non è disponibile ({1}); il posto va a un giocatore casuale.</translation>
        </message>
        <message>
            <source>{0} made an invalid move ({1}); a random legal move is played.</source>
            <translation>{0} ha fatto una mossa non valida ({1}); si gioca una mossa valida a caso.</translation>
        </message>
        <message>
            <source>It is not a person's turn.</source>
            <translation>Non è il turno di una persona.</translation>
        </message>
        <message>
            <source>there are no suggestions in games with friends online</source>
            <translation>nelle partite con amici online non ci sono suggerimenti</translation>
        </message>
        <message>
            <source>The AI's helper process stopped; the AI now thinks in the window itself, which may be slower.</source>
            <translation>Il processo ausiliario dell'IA si è fermato; ora l'IA pensa nella finestra stessa, il che può essere più lento.</translation>
        </message>
    </context>
    <context>
        <name>Glossary</name>
        <message>
            <source>with {0}</source>
            <translation>con {0}</translation>
        </message>
        <message>
            <source> and </source>
            <translation> e </translation>
        </message>
        <message>
            <source>Waterfront</source>
            <translation>Lungomare</translation>
        </message>
        <message>
            <source>Financial</source>
            <translation>Finanziario</translation>
        </message>
        <message>
            <source>Chinatown</source>
            <translation>Chinatown</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Mission</translation>
        </message>
        <message>
            <source>Parks</source>
            <translation>Parchi</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>blu</translation>
        </message>
        <message>
            <source>gray</source>
            <translation>grigia</translation>
        </message>
        <message>
            <source>orange</source>
            <translation>arancione</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>gialla</translation>
        </message>
        <message>
            <source>green</source>
            <translation>verde</translation>
        </message>
        <message>
            <source>black</source>
            <translation>nera</translation>
        </message>
        <message>
            <source>depot</source>
            <translation>rimessa</translation>
        </message>
        <message>
            <source>tracks</source>
            <translation>binari</translation>
        </message>
        <message>
            <source>city square</source>
            <translation>piazza cittadina</translation>
        </message>
        <message>
            <source>foundation</source>
            <translation>fondamenta</translation>
        </message>
        <message>
            <source>seaside</source>
            <translation>costa</translation>
        </message>
        <message>
            <source>bonus symbol</source>
            <translation>simbolo bonus</translation>
        </message>
        <message>
            <source>a depot</source>
            <translation>una rimessa</translation>
        </message>
        <message>
            <source>a square</source>
            <translation>una piazza</translation>
        </message>
        <message>
            <source>a foundation</source>
            <translation>fondamenta</translation>
        </message>
        <message>
            <source>a bonus symbol</source>
            <translation>un simbolo bonus</translation>
        </message>
        <message>
            <source>value-4 card</source>
            <translation>carta valore 4</translation>
        </message>
        <message>
            <source>depot card</source>
            <translation>carta rimessa</translation>
        </message>
        <message>
            <source>+2 token</source>
            <translation>segnalino +2</translation>
        </message>
        <message>
            <source>1.5 VP token</source>
            <translation>segnalino da 1,5 punti</translation>
        </message>
        <message>
            <source>“discard contracts” token</source>
            <translation>segnalino «scarta contratti»</translation>
        </message>
        <message>
            <source>tracks token</source>
            <translation>segnalino binari</translation>
        </message>
        <message>
            <source>the value-4 card</source>
            <translation>la carta valore 4</translation>
        </message>
        <message>
            <source>the depot card</source>
            <translation>la carta rimessa</translation>
        </message>
        <message>
            <source>the +2 token</source>
            <translation>il segnalino +2</translation>
        </message>
        <message>
            <source>the 1.5 VP token</source>
            <translation>il segnalino da 1,5 punti</translation>
        </message>
        <message>
            <source>the “discard contracts” token</source>
            <translation>il segnalino «scarta contratti»</translation>
        </message>
        <message>
            <source>the tracks token</source>
            <translation>il segnalino binari</translation>
        </message>
        <message>
            <source>the {colour} {value}</source>
            <translation>la carta {colour} da {value}</translation>
        </message>
        <message>
            <source>a blue {0}</source>
            <translation>una carta blu da {0}</translation>
        </message>
        <message>
            <source>a gray {0}</source>
            <translation>una carta grigia da {0}</translation>
        </message>
        <message>
            <source>an orange {0}</source>
            <translation>una carta arancione da {0}</translation>
        </message>
        <message>
            <source>a yellow {0}</source>
            <translation>una carta gialla da {0}</translation>
        </message>
        <message>
            <source>a green {0}</source>
            <translation>una carta verde da {0}</translation>
        </message>
        <message>
            <source>a black {0}</source>
            <translation>una carta nera da {0}</translation>
        </message>
        <message>
            <source>Value-4 card (a bonus): worth 4, no symbols. Goes in any row.</source>
            <translation>Carta valore 4 (un bonus): vale 4, nessun simbolo. Va in qualsiasi riga.</translation>
        </message>
        <message>
            <source>Depot card (a bonus): a depot worth 0. Goes in any row.</source>
            <translation>Carta rimessa (un bonus): una rimessa di valore 0. Va in qualsiasi riga.</translation>
        </message>
        <message>
            <source>Black card, value {0}: goes in any row</source>
            <translation>Carta nera di valore {0}: va in qualsiasi riga</translation>
        </message>
        <message>
            <source>{0} card, value {1}</source>
            <translation>Carta di {0}, valore {1}</translation>
        </message>
        <message>
            <source>Value-4 card: placed at once in any row with room; worth 4.</source>
            <translation>Carta valore 4: si colloca subito in qualsiasi riga con spazio; vale 4.</translation>
        </message>
        <message>
            <source>Depot card: placed at once in any row with room; a depot worth 0 that starts a network.</source>
            <translation>Carta rimessa: si colloca subito in qualsiasi riga con spazio; una rimessa di valore 0 che avvia una rete.</translation>
        </message>
        <message>
            <source>+2 token: one of your cards is worth 2 more.</source>
            <translation>Segnalino +2: una delle tue carte vale 2 in più.</translation>
        </message>
        <message>
            <source>1.5 VP token: kept beside your city, worth 1.5 points at the end.</source>
            <translation>Segnalino da 1,5 punti: si tiene accanto alla tua città e vale 1,5 punti alla fine.</translation>
        </message>
        <message>
            <source>“Discard contracts” token: once, on your turn, discard up to 2 of your contracts.</source>
            <translation>Segnalino «scarta contratti»: una volta, nel tuo turno, scarta fino a 2 dei tuoi contratti.</translation>
        </message>
        <message>
            <source>Tracks token: gives one of your cards tracks.</source>
            <translation>Segnalino binari: dà i binari a una delle tue carte.</translation>
        </message>
        <message numerus="yes">
            <source>%n left in the supply.</source>
            <translation>
                <numerusform>Ne resta %n nella riserva.</numerusform>
                <numerusform>Ne restano %n nella riserva.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Guide</name>
        <message>
            <source>Placing a project</source>
            <translation>Collocare un progetto</translation>
        </message>
        <message>
            <source>On your turn you either draw or take a column. Drawing turns the top card of the deck face up; then you choose which of the three columns it joins. Columns grow for everyone: a card you add may be taken by the next player, so think about who it helps.</source>
            <translation>Nel tuo turno peschi una carta oppure prendi una colonna. Pescando, la carta in cima al mazzo si scopre e poi scegli a quale delle tre colonne aggiungerla. Le colonne crescono per tutti: la carta che aggiungi può prenderla chi gioca dopo di te, quindi pensa a chi aiuta.</translation>
        </message>
        <message>
            <source>Taking a column</source>
            <translation>Prendere una colonna</translation>
        </message>
        <message>
            <source>You may take a whole column if it has more cards than the contracts you hold. You then place its cards one at a time: each goes to the leftmost free space of the row of its colour, black cards to any row. You may stop early; cards you do not place are lost.</source>
            <translation>Puoi prendere un'intera colonna se ha più carte dei contratti che possiedi. Poi ne collochi le carte una alla volta: ognuna va sulla casella libera più a sinistra della riga del suo colore, le nere su qualsiasi riga. Puoi fermarti prima; le carte che non collochi vanno perse.</translation>
        </message>
        <message>
            <source>Contracts</source>
            <translation>Contratti</translation>
        </message>
        <message>
            <source>Each column you take gives you a contract, and contracts narrow your choice: with two contracts you need a column of three cards or more. As soon as everyone holds at least one, everyone gives one back. So taking a column now may leave you waiting later.</source>
            <translation>Ogni colonna che prendi ti dà un contratto, e i contratti restringono la scelta: con due contratti ti serve una colonna di almeno tre carte. Appena tutti ne hanno almeno uno, ognuno ne restituisce uno. Perciò prendere una colonna ora può costringerti ad aspettare dopo.</translation>
        </message>
        <message>
            <source>Cable car networks</source>
            <translation>Reti tranviarie</translation>
        </message>
        <message>
            <source>Cards with tracks join your network when they touch a depot card, a printed depot under your bottom row, or another card of the network. Every network card gets a cable car. The player with the most cable cars scores the most at the end, so long lines pay.</source>
            <translation>Le carte con i binari entrano nella tua rete quando toccano una carta rimessa, una rimessa stampata sotto la tua riga più bassa o un'altra carta della rete. Ogni carta della rete riceve un tram. Chi ha più tram alla fine guadagna di più, quindi le linee lunghe convengono.</translation>
        </message>
        <message>
            <source>City squares</source>
            <translation>Piazze cittadine</translation>
        </message>
        <message>
            <source>A square is worth nothing on its own, and 4 as soon as a card next to it carries a cable car. Place squares where your network will reach them, and they lift your district and nearby skyscrapers.</source>
            <translation>Una piazza da sola non vale nulla, e vale 4 appena una carta accanto ha un tram. Colloca le piazze dove arriverà la tua rete: faranno salire il quartiere e i grattacieli vicini.</translation>
        </message>
        <message>
            <source>Foundations and skyscrapers</source>
            <translation>Fondamenta e grattacieli</translation>
        </message>
        <message>
            <source>A foundation card put in a column gets a foundation token, which goes with the card to whoever takes it. On your board, a skyscraper rises there by itself once the cards around it add up to 7 (one less per seaside card you own). Each skyscraper is a point, and the first builder gets the medal. The last foundation token ends the game.</source>
            <translation>Una carta fondamenta messa in una colonna riceve un segnalino fondamenta, che va con la carta a chi la prende. Sulla tua plancia, lì sorge da solo un grattacielo appena le carte intorno sommano 7 (uno in meno per ogni tua carta costa). Ogni grattacielo vale un punto, e chi costruisce il primo prende la medaglia. L'ultimo segnalino fondamenta fa finire la partita.</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <source>The second card with a star in one of your rows earns that district's bonus, once per district; you may take a tracks token instead. Bonus cards and tokens act at once: a new card in a row, +2 on a card, points kept for the end, or fewer contracts.</source>
            <translation>La seconda carta con la stella in una tua riga ti fa ottenere il bonus di quel quartiere, una volta per quartiere; al suo posto puoi prendere un segnalino binari. Carte e segnalini bonus agiscono subito: una nuova carta in una riga, +2 su una carta, punti tenuti per la fine o meno contratti.</translation>
        </message>
        <message>
            <source>How the game is scored</source>
            <translation>Come si calcola il punteggio</translation>
        </message>
        <message>
            <source>Points come from skyscrapers, the medal, bonus tokens and completed districts, and from your rank in each district (the sum of its card values) and in cable cars. A district where you have no card gives you nothing. The game ends when the last foundation token is placed or a city is full.</source>
            <translation>I punti vengono da grattacieli, medaglia, segnalini bonus e quartieri completati, e dalla tua posizione in ogni quartiere (la somma dei valori delle sue carte) e nei tram. Un quartiere dove non hai carte non ti dà nulla. La partita finisce quando si colloca l'ultimo segnalino fondamenta o una città è piena.</translation>
        </message>
    </context>
    <context>
        <name>GuidePanel</name>
        <message>
            <source>Read more</source>
            <translation>Leggi di più</translation>
        </message>
        <message>
            <source>Stop the guide</source>
            <translation>Ferma la guida</translation>
        </message>
        <message>
            <source>Got it</source>
            <translation>Capito</translation>
        </message>
    </context>
    <context>
        <name>Hint</name>
        <message>
            <source>{gain:+.1f} projected points</source>
            <translation>{gain:+.1f} punti previsti</translation>
        </message>
        <message>
            <source>{cost:.1f} projected points</source>
            <translation>{cost:.1f} punti previsti</translation>
        </message>
        <message numerus="yes">
            <source>raises %n skyscrapers</source>
            <translation>
                <numerusform>innalza un grattacielo</numerusform>
                <numerusform>innalza %n grattacieli</numerusform>
            </translation>
        </message>
        <message>
            <source>takes the medal</source>
            <translation>prende la medaglia</translation>
        </message>
        <message>
            <source>completes {district}</source>
            <translation>completa {district}</translation>
        </message>
        <message>
            <source>earns the {district} bonus</source>
            <translation>ottiene il bonus di {district}</translation>
        </message>
        <message numerus="yes">
            <source>adds %n cable cars</source>
            <translation>
                <numerusform>aggiunge un tram</numerusform>
                <numerusform>aggiunge %n tram</numerusform>
            </translation>
        </message>
        <message>
            <source>makes a square worth 4</source>
            <translation>fa valere 4 una piazza</translation>
        </message>
        <message>
            <source>ends the game</source>
            <translation>fa finire la partita</translation>
        </message>
        <message numerus="yes">
            <source>%n contracts</source>
            <translation>
                <numerusform>%n contratto</numerusform>
                <numerusform>%n contratti</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} e {last}</translation>
        </message>
        <message>
            <source>{head}: {effects}. It costs {cost} now, and is still the best choice.</source>
            <translation>{head}: {effects}. Ora ti costa {cost}, ed è comunque la scelta migliore.</translation>
        </message>
        <message>
            <source>{head}: it costs {cost} now, and is still the best choice.</source>
            <translation>{head}: ora ti costa {cost}, ed è comunque la scelta migliore.</translation>
        </message>
        <message>
            <source>{head}: {effects} ({points}).</source>
            <translation>{head}: {effects} ({points}).</translation>
        </message>
        <message>
            <source>{head} ({points}).</source>
            <translation>{head} ({points}).</translation>
        </message>
        <message>
            <source>Put {bonus} in your {district} row</source>
            <translation>Metti {bonus} nella tua riga di {district}</translation>
        </message>
        <message>
            <source>Put {bonus} on {card} in your {district} row</source>
            <translation>Metti {bonus} su {card} nella tua riga di {district}</translation>
        </message>
        <message>
            <source>Draw a card: every column is empty, so there is nothing to take yet.</source>
            <translation>Pesca una carta: tutte le colonne sono vuote, quindi non c'è ancora nulla da prendere.</translation>
        </message>
        <message numerus="yes">
            <source>Draw a card: holding %n contracts, you may only take a column of {m} or more cards.</source>
            <translation>
                <numerusform>Pesca una carta: con %n contratto puoi prendere solo una colonna di almeno {m} carte.</numerusform>
                <numerusform>Pesca una carta: con %n contratti puoi prendere solo una colonna di almeno {m} carte.</numerusform>
            </translation>
        </message>
        <message>
            <source>Draw a card: taking column {column} would cost you {cost} and leave the next player a better column.</source>
            <translation>Pesca una carta: prendere la colonna {column} ti costerebbe {cost} e lascerebbe una colonna migliore a chi gioca dopo.</translation>
        </message>
        <message>
            <source>Draw a card: taking a column would cost you {cost} or more (column {column} the least).</source>
            <translation>Pesca una carta: prendere una colonna ti costerebbe {cost} o più (la colonna {column} è quella che costa meno).</translation>
        </message>
        <message>
            <source>Draw a card: column {column} looks good now ({points}), but the search expects more from waiting for it to grow.</source>
            <translation>Pesca una carta: la colonna {column} ora sembra buona ({points}), ma la ricerca si aspetta di più lasciandola crescere.</translation>
        </message>
        <message>
            <source>Draw a card: column {column} would bring {points}, but it would leave the next player a better column.</source>
            <translation>Pesca una carta: la colonna {column} porterebbe {points}, ma lascerebbe una colonna migliore a chi gioca dopo.</translation>
        </message>
        <message>
            <source>Draw a card: no column is worth a contract now (the best, column {column}: {points}).</source>
            <translation>Pesca una carta: ora nessuna colonna vale un contratto (la migliore, la colonna {column}: {points}).</translation>
        </message>
        <message>
            <source>{n} for {district}</source>
            <translation>{n} per {district}</translation>
        </message>
        <message>
            <source>{n} to the box</source>
            <translation>{n} nella scatola</translation>
        </message>
        <message numerus="yes">
            <source>Take column {column}: %n cards</source>
            <translation>
                <numerusform>Prendi la colonna {column}: %n carta</numerusform>
                <numerusform>Prendi la colonna {column}: %n carte</numerusform>
            </translation>
        </message>
        <message>
            <source>for your {district} row</source>
            <translation>per la tua riga di {district}</translation>
        </message>
        <message>
            <source>It leaves column {column} to the next player ({points} for them).</source>
            <translation>Lascia la colonna {column} a chi gioca dopo ({points} per quella persona).</translation>
        </message>
        <message>
            <source>Spend your token to discard {contracts}: then column {column} can be taken ({points}).</source>
            <translation>Usa il tuo segnalino per scartare {contracts}: così puoi prendere la colonna {column} ({points}).</translation>
        </message>
        <message>
            <source>Spend your token to discard {contracts}: fewer contracts leave more columns open to you.</source>
            <translation>Usa il tuo segnalino per scartare {contracts}: con meno contratti hai più colonne a disposizione.</translation>
        </message>
        <message>
            <source>Put {card} in column {column}: its foundation token is the last one, so the game ends now.</source>
            <translation>Metti {card} nella colonna {column}: il suo segnalino fondamenta è l'ultimo, quindi la partita finisce ora.</translation>
        </message>
        <message>
            <source>Put {card} in column {column}: there it helps the next player least ({points} for them at best).</source>
            <translation>Metti {card} nella colonna {column}: lì aiuta meno chi gioca dopo ({points} al massimo per quella persona).</translation>
        </message>
        <message>
            <source>Put {card} in column {column}: there it costs you least ({cost}), counting what it offers the next player.</source>
            <translation>Metti {card} nella colonna {column}: lì ti costa meno ({cost}), contando ciò che offre a chi gioca dopo.</translation>
        </message>
        <message>
            <source>Put {card} in column {column}: {points} for you, counting what it offers the next player.</source>
            <translation>Metti {card} nella colonna {column}: {points} per te, contando ciò che offre a chi gioca dopo.</translation>
        </message>
        <message>
            <source>Its foundation token goes with it to whoever takes that column.</source>
            <translation>Il suo segnalino fondamenta va con lei a chi prende quella colonna.</translation>
        </message>
        <message>
            <source>Place {card} in your {district} row</source>
            <translation>Colloca {card} nella tua riga di {district}</translation>
        </message>
        <message>
            <source> (a black card may go in any row)</source>
            <translation> (una carta nera può andare su qualsiasi riga)</translation>
        </message>
        <message>
            <source>starts your {district} district</source>
            <translation>avvia il tuo quartiere {district}</translation>
        </message>
        <message>
            <source>End your turn and keep your token for a later turn.</source>
            <translation>Chiudi il turno e tieni il segnalino per un altro turno.</translation>
        </message>
        <message>
            <source>Stop placing: none of the cards left fits your city.</source>
            <translation>Smetti di collocare: nessuna delle carte rimaste entra nella tua città.</translation>
        </message>
        <message numerus="yes">
            <source>Stop placing: even the best card left would cost you {cost}; the %n cards left go to the box.</source>
            <translation>
                <numerusform>Smetti di collocare: anche la carta migliore rimasta ti costerebbe {cost}; la carta rimasta va nella scatola.</numerusform>
                <numerusform>Smetti di collocare: anche la carta migliore rimasta ti costerebbe {cost}; le %n carte rimaste vanno nella scatola.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Stop placing: the best card left would bring {points}; the %n cards left go to the box.</source>
            <translation>
                <numerusform>Smetti di collocare: la migliore carta rimasta porterebbe {points}; la carta rimasta va nella scatola.</numerusform>
                <numerusform>Smetti di collocare: la migliore carta rimasta porterebbe {points}; le %n carte rimaste vanno nella scatola.</numerusform>
            </translation>
        </message>
        <message>
            <source>Take {bonus}</source>
            <translation>Prendi {bonus}</translation>
        </message>
        <message>
            <source>{other} would cost you {cost}.</source>
            <translation>{other} ti costerebbe {cost}.</translation>
        </message>
        <message>
            <source>{other}: {points}.</source>
            <translation>{other}: {points}.</translation>
        </message>
    </context>
    <context>
        <name>HintRunner</name>
        <message>
            <source>The game is over: there is no move to suggest.</source>
            <translation>La partita è finita: non c'è nessuna mossa da suggerire.</translation>
        </message>
        <message>
            <source>Suggestions are for a person's move: wait for your turn.</source>
            <translation>I suggerimenti sono per la mossa di una persona: aspetta il tuo turno.</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>Cerco una buona mossa…</translation>
        </message>
        <message>
            <source>No suggestion this time ({0}).</source>
            <translation>Nessun suggerimento questa volta ({0}).</translation>
        </message>
        <message>
            <source>Suggestion: {0}</source>
            <translation>Suggerimento: {0}</translation>
        </message>
    </context>
    <context>
        <name>InvitationBox</name>
        <message>
            <source>Copy the whole invitation</source>
            <translation>Copia tutto l’invito</translation>
        </message>
        <message>
            <source>Send your friends the code and the address.</source>
            <translation>Manda ai tuoi amici il codice e l’indirizzo.</translation>
        </message>
        <message>
            <source>On this network they also find the game in their Join list.</source>
            <translation>Su questa rete trovano la partita anche nella loro lista Unisciti.</translation>
        </message>
        <message>
            <source>Room code</source>
            <translation>Codice della stanza</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Indirizzo</translation>
        </message>
        <message>
            <source>Address {0}</source>
            <translation>Indirizzo {0}</translation>
        </message>
        <message>
            <source>Invitation copied</source>
            <translation>Invito copiato</translation>
        </message>
    </context>
    <context>
        <name>InvitationDialog</name>
        <message>
            <source>Invite friends</source>
            <translation>Invita gli amici</translation>
        </message>
    </context>
    <context>
        <name>JoinPage</name>
        <message>
            <source>Your friend gives you the room code and, unless you are on the same network, an address.</source>
            <translation>Il tuo amico ti dà il codice della stanza e, se non siete sulla stessa rete, un indirizzo.</translation>
        </message>
        <message>
            <source>The name your friends will see</source>
            <translation>Il nome che vedranno i tuoi amici</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Il tuo &amp;nome:</translation>
        </message>
        <message>
            <source>Room &amp;code:</source>
            <translation>&amp;Codice della stanza:</translation>
        </message>
        <message>
            <source>Server &amp;address:</source>
            <translation>&amp;Indirizzo del server:</translation>
        </message>
        <message>
            <source>Games on this ne&amp;twork:</source>
            <translation>Partite su questa &amp;rete:</translation>
        </message>
        <message>
            <source>Games on this network</source>
            <translation>Partite su questa rete</translation>
        </message>
        <message>
            <source>J&amp;oin</source>
            <translation>Unisci&amp;ti</translation>
        </message>
        <message>
            <source>Games on this network cannot be listed on this computer.</source>
            <translation>Su questo computer non si possono elencare le partite di questa rete.</translation>
        </message>
        <message>
            <source>No game found on this network yet.</source>
            <translation>Ancora nessuna partita su questa rete.</translation>
        </message>
        <message>
            <source>Type the name your friends will see.</source>
            <translation>Scrivi il nome che vedranno i tuoi amici.</translation>
        </message>
        <message>
            <source>Type the room code your friend gave you.</source>
            <translation>Scrivi il codice della stanza che ti ha dato il tuo amico.</translation>
        </message>
        <message>
            <source>Type the address of your friend's game, or choose a game on this network.</source>
            <translation>Scrivi l’indirizzo della partita del tuo amico, o scegli una partita di questa rete.</translation>
        </message>
        <message>
            <source>Joining…</source>
            <translation>Ti stai unendo…</translation>
        </message>
        <message>
            <source>You are in: the game is on the table.</source>
            <translation>Ci sei: la partita è sul tavolo.</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>The next or the previous thing you may use now; after the last one, on to the rest of the window</source>
            <translation>La cosa successiva o precedente che puoi usare ora; dopo l'ultima, al resto della finestra</translation>
        </message>
        <message>
            <source>The next or the previous thing on the table at the same level, round and round</source>
            <translation>La cosa successiva o precedente del tavolo allo stesso livello, in giro</translation>
        </message>
        <message>
            <source>Into the thing: the cards of a column, of a row, of a list</source>
            <translation>Dentro la cosa: le carte di una colonna, di una riga, di un elenco</translation>
        </message>
        <message>
            <source>Back out to what holds it</source>
            <translation>Di nuovo fuori, a ciò che la contiene</translation>
        </message>
        <message>
            <source>Use the thing under the cursor (draw, put, take, place, choose, Done); on anything else, hear why not</source>
            <translation>Usa ciò che è sotto il cursore (pescare, mettere, prendere, collocare, scegliere, Fatto); su qualsiasi altra cosa, senti perché no</translation>
        </message>
        <message>
            <source>With the guide's panel showing and the cursor on nothing: Got it</source>
            <translation>Con il pannello della guida in vista e il cursore su niente: Capito</translation>
        </message>
        <message>
            <source>Draw a card</source>
            <translation>Pesca una carta</translation>
        </message>
        <message>
            <source>Put the drawn card in that column, or take that column</source>
            <translation>Metti la carta pescata in quella colonna, o prendi quella colonna</translation>
        </message>
        <message>
            <source>With a taken card chosen: its row. Otherwise that taken card, or that bonus</source>
            <translation>Con una carta presa scelta: la sua riga. Altrimenti quella carta presa, o quel bonus</translation>
        </message>
        <message>
            <source>Done: end your turn (the cards not placed go to the box)</source>
            <translation>Fatto: termina il turno (le carte non collocate vanno nella scatola)</translation>
        </message>
        <message>
            <source>Leave the chosen taken card unplaced</source>
            <translation>Lascia non collocata la carta presa scelta</translation>
        </message>
        <message>
            <source>Let go of a choice; the cursor leaves the table's things</source>
            <translation>Lascia una scelta; il cursore lascia le cose del tavolo</translation>
        </message>
        <message>
            <source>Read the standings: the score if the game ended now</source>
            <translation>Leggi la classifica: il punteggio se la partita finisse ora</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Suggerisci una mossa</translation>
        </message>
        <message>
            <source>Between the table and the guide's panel</source>
            <translation>Tra il tavolo e il pannello della guida</translation>
        </message>
        <message>
            <source>The rules</source>
            <translation>Le regole</translation>
        </message>
        <message>
            <source>Take back your last decision</source>
            <translation>Annulla la tua ultima decisione</translation>
        </message>
        <message>
            <source>The game log</source>
            <translation>Il registro della partita</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keys</source>
            <translation>Tasti</translation>
        </message>
        <message>
            <source>On the table, a cursor goes over everything a screen reader can read: the arrow keys move it, Tab goes to what you may use, Enter uses it.</source>
            <translation>Sul tavolo, un cursore percorre tutto ciò che un lettore di schermo può leggere: le frecce lo spostano, Tab porta a ciò che puoi usare, Invio lo usa.</translation>
        </message>
        <message>
            <source>Keys of the table</source>
            <translation>Tasti del tavolo</translation>
        </message>
        <message>
            <source>What they do</source>
            <translation>Cosa fanno</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>The AI standing in for you</source>
            <translation>L'IA che gioca al posto tuo</translation>
        </message>
        <message>
            <source>The AI standing in for {0}</source>
            <translation>L'IA che gioca al posto di {0}</translation>
        </message>
        <message>
            <source> and </source>
            <translation> e </translation>
        </message>
        <message>
            <source>{0} in {1}</source>
            <translation>{0} in {1}</translation>
        </message>
        <message>
            <source>placed {0}</source>
            <translation>ha collocato {0}</translation>
        </message>
        <message>
            <source>placed {0}</source>
            <comment>you</comment>
            <translation>hai collocato {0}</translation>
        </message>
        <message numerus="yes">
            <source>placed %n</source>
            <translation>
                <numerusform>ne ha collocata %n</numerusform>
                <numerusform>ne ha collocate %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>placed %n</source>
            <comment>you</comment>
            <translation>
                <numerusform>ne hai collocata %n</numerusform>
                <numerusform>ne hai collocate %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cable cars in {0}</source>
            <translation>
                <numerusform>%n tram in {0}</numerusform>
                <numerusform>%n tram in {0}</numerusform>
            </translation>
        </message>
        <message>
            <source>drew {0}</source>
            <translation>ha pescato {0}</translation>
        </message>
        <message>
            <source>drew {0}</source>
            <comment>you</comment>
            <translation>hai pescato {0}</translation>
        </message>
        <message>
            <source>is on the move</source>
            <translation>sta giocando</translation>
        </message>
        <message>
            <source>are on the move</source>
            <comment>you</comment>
            <translation>stai giocando</translation>
        </message>
        <message>
            <source>drew {0} and put it in column {1}</source>
            <translation>ha pescato {0} e l'ha messa nella colonna {1}</translation>
        </message>
        <message>
            <source>drew {0} and put it in column {1}</source>
            <comment>you</comment>
            <translation>hai pescato {0} e l'hai messa nella colonna {1}</translation>
        </message>
        <message numerus="yes">
            <source>a foundation token went on it (%n left)</source>
            <translation>
                <numerusform>ha ricevuto un segnalino fondamenta (ne resta %n)</numerusform>
                <numerusform>ha ricevuto un segnalino fondamenta (ne restano %n)</numerusform>
            </translation>
        </message>
        <message>
            <source>the last foundation token went on it</source>
            <translation>ha ricevuto l'ultimo segnalino fondamenta</translation>
        </message>
        <message numerus="yes">
            <source>took column {0}: %n cards</source>
            <translation>
                <numerusform>ha preso la colonna {0}: %n carta</numerusform>
                <numerusform>ha preso la colonna {0}: %n carte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>took column {0}: %n cards</source>
            <comment>you</comment>
            <translation>
                <numerusform>hai preso la colonna {0}: %n carta</numerusform>
                <numerusform>hai preso la colonna {0}: %n carte</numerusform>
            </translation>
        </message>
        <message>
            <source>everyone returned a contract</source>
            <translation>tutti hanno restituito un contratto</translation>
        </message>
        <message numerus="yes">
            <source>spent the token to discard %n contracts</source>
            <translation>
                <numerusform>ha usato il segnalino per scartare %n contratto</numerusform>
                <numerusform>ha usato il segnalino per scartare %n contratti</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>spent the token to discard %n contracts</source>
            <comment>you</comment>
            <translation>
                <numerusform>hai usato il segnalino per scartare %n contratto</numerusform>
                <numerusform>hai usato il segnalino per scartare %n contratti</numerusform>
            </translation>
        </message>
        <message>
            <source>put {0} in {1}</source>
            <translation>ha messo {0} in {1}</translation>
        </message>
        <message>
            <source>put {0} in {1}</source>
            <comment>you</comment>
            <translation>hai messo {0} in {1}</translation>
        </message>
        <message numerus="yes">
            <source>put %n in the box ({0})</source>
            <translation>
                <numerusform>ha messo una carta nella scatola ({0})</numerusform>
                <numerusform>ha messo %n carte nella scatola ({0})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>put %n in the box ({0})</source>
            <comment>you</comment>
            <translation>
                <numerusform>hai messo una carta nella scatola ({0})</numerusform>
                <numerusform>hai messo %n carte nella scatola ({0})</numerusform>
            </translation>
        </message>
        <message>
            <source>a cable car reached the {0} square</source>
            <translation>un tram ha raggiunto la piazza di {0}</translation>
        </message>
        <message>
            <source>a skyscraper rose in {0}</source>
            <translation>è sorto un grattacielo in {0}</translation>
        </message>
        <message>
            <source>completed {0} (+1 VP)</source>
            <translation>ha completato {0} (+1 PV)</translation>
        </message>
        <message>
            <source>completed {0} (+1 VP)</source>
            <comment>you</comment>
            <translation>hai completato {0} (+1 PV)</translation>
        </message>
        <message>
            <source>earned the {0} bonus, but none could be taken</source>
            <translation>ha ottenuto il bonus di {0}, ma non ce n'era nessuno da prendere</translation>
        </message>
        <message>
            <source>earned the {0} bonus, but none could be taken</source>
            <comment>you</comment>
            <translation>hai ottenuto il bonus di {0}, ma non ce n'era nessuno da prendere</translation>
        </message>
        <message>
            <source>took a {0}</source>
            <translation>ha preso un {0}</translation>
        </message>
        <message>
            <source>took a {0}</source>
            <comment>you</comment>
            <translation>hai preso un {0}</translation>
        </message>
        <message>
            <source>put the {0} on {1} in {2}</source>
            <translation>ha messo il {0} su {1} in {2}</translation>
        </message>
        <message>
            <source>put the {0} on {1} in {2}</source>
            <comment>you</comment>
            <translation>hai messo il {0} su {1} in {2}</translation>
        </message>
        <message>
            <source>put the {0} on a {1} card</source>
            <translation>ha messo il {0} su una carta di {1}</translation>
        </message>
        <message>
            <source>put the {0} on a {1} card</source>
            <comment>you</comment>
            <translation>hai messo il {0} su una carta di {1}</translation>
        </message>
        <message>
            <source>took the medal</source>
            <translation>ha preso la medaglia</translation>
        </message>
        <message>
            <source>took the medal</source>
            <comment>you</comment>
            <translation>hai preso la medaglia</translation>
        </message>
        <message>
            <source>took the medal from you</source>
            <translation>ti ha preso la medaglia</translation>
        </message>
        <message>
            <source>took the medal from {0}</source>
            <translation>ha preso la medaglia a {0}</translation>
        </message>
        <message>
            <source>took the medal from {0}</source>
            <comment>you</comment>
            <translation>hai preso la medaglia a {0}</translation>
        </message>
        <message>
            <source>You placed the last foundation token: the game ends.</source>
            <translation>Hai collocato l'ultimo segnalino fondamenta: la partita finisce.</translation>
        </message>
        <message>
            <source>Your city is complete: the game ends.</source>
            <translation>La tua città è completa: la partita finisce.</translation>
        </message>
        <message>
            <source>You cannot move: the game ends.</source>
            <translation>Non puoi muovere: la partita finisce.</translation>
        </message>
        <message>
            <source>{0} placed the last foundation token: the game ends.</source>
            <translation>{0} ha collocato l'ultimo segnalino fondamenta: la partita finisce.</translation>
        </message>
        <message>
            <source>{0}’s city is complete: the game ends.</source>
            <translation>La città di {0} è completa: la partita finisce.</translation>
        </message>
        <message>
            <source>{0} cannot move: the game ends.</source>
            <translation>{0} non può muovere: la partita finisce.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partita</translation>
        </message>
        <message>
            <source>The game's record is not here yet: try again in a moment.</source>
            <translation>Il registro della partita non è ancora arrivato: riprova tra un momento.</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Registro della partita</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nuova partita…</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>&amp;Rivincita</translation>
        </message>
        <message>
            <source>&amp;Final score</source>
            <translation>&amp;Punteggio finale</translation>
        </message>
        <message>
            <source>&amp;Watch a game…</source>
            <translation>G&amp;uarda una partita…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Esc&amp;i</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Modifica</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>&amp;Velocità delle animazioni</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Disattivate</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Veloci</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normali</translation>
        </message>
        <message>
            <source>&amp;Slow</source>
            <translation>&amp;Lente</translation>
        </message>
        <message>
            <source>Zoom to &amp;fit</source>
            <translation>&amp;Adatta alla finestra</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Ingrandisci</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>&amp;Riduci</translation>
        </message>
        <message>
            <source>Game &amp;log</source>
            <translation>Re&amp;gistro della partita</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>&amp;Schermo intero</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aiuto</translation>
        </message>
        <message>
            <source>&amp;Rules reference</source>
            <translation>&amp;Regolamento</translation>
        </message>
        <message>
            <source>Rules in &amp;brief</source>
            <translation>Regole in &amp;breve</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;Informazioni</translation>
        </message>
        <message>
            <source>San Francisco</source>
            <translation>San Francisco</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Partita finita</translation>
        </message>
        <message>
            <source>Watch a game</source>
            <translation>Guarda una partita</translation>
        </message>
    </context>
    <context>
        <name>Narrator</name>
        <message>
            <source>Read the stan&amp;dings</source>
            <translation>Leggi la &amp;classifica</translation>
        </message>
        <message>
            <source>&amp;Keys</source>
            <translation>&amp;Tasti</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Giocatori:</translation>
        </message>
        <message>
            <source>Seats (in turn order)</source>
            <translation>Posti (in ordine di turno)</translation>
        </message>
        <message>
            <source>Seat {0}</source>
            <translation>Posto {0}</translation>
        </message>
        <message>
            <source>Seat {0}: name</source>
            <translation>Posto {0}: nome</translation>
        </message>
        <message>
            <source>&amp;First player:</source>
            <translation>&amp;Primo giocatore:</translation>
        </message>
        <message>
            <source>random</source>
            <translation>a caso</translation>
        </message>
        <message>
            <source>The same seed and seats give the same shuffle: handy to replay a deal.</source>
            <translation>Lo stesso seme con gli stessi posti dà lo stesso mescolamento: utile per rigiocare una distribuzione.</translation>
        </message>
        <message>
            <source>&amp;Seed (optional):</source>
            <translation>&amp;Seme (facoltativo):</translation>
        </message>
        <message>
            <source>&amp;Clock (online):</source>
            <translation>&amp;Orologio (online):</translation>
        </message>
        <message>
            <source>Friends play from their own computers: the game is made on your server (Game ▸ Play online… ▸ Use a server) or on this computer, which shuffles and picks who starts.</source>
            <translation>Gli amici giocano dai loro computer: la partita si crea sul tuo server (Partita ▸ Gioca online… ▸ Usa un server) o su questo computer, che mescola e sceglie chi comincia.</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Inizia</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>A caso</translation>
        </message>
        <message>
            <source>Player {0}</source>
            <translation>Giocatore {0}</translation>
        </message>
        <message>
            <source>their own name</source>
            <translation>il suo nome</translation>
        </message>
        <message>
            <source>Give every seat a different name.</source>
            <translation>Dai a ogni posto un nome diverso.</translation>
        </message>
        <message>
            <source>Invitation for seat {0}: code {1}</source>
            <translation>Invito per il posto {0}: codice {1}</translation>
        </message>
        <message>
            <source>Send your friends the code and the address.</source>
            <translation>Manda ai tuoi amici il codice e l’indirizzo.</translation>
        </message>
        <message>
            <source>Copy the invitation</source>
            <translation>Copia l’invito</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
    </context>
    <context>
        <name>Online</name>
        <message>
            <source>no game has that room code (8 letters and digits, like KXQ7-M2PD): check it, or ask for a new one</source>
            <translation>nessuna partita ha quel codice della stanza (8 lettere e cifre, come KXQ7-M2PD): controllalo o chiedine uno nuovo</translation>
        </message>
        <message>
            <source>every seat of that game is taken</source>
            <translation>tutti i posti di quella partita sono occupati</translation>
        </message>
        <message>
            <source>that game is over</source>
            <translation>quella partita è finita</translation>
        </message>
        <message>
            <source>too many tries from this computer: wait a minute and try again</source>
            <translation>troppi tentativi da questo computer: aspetta un minuto e riprova</translation>
        </message>
        <message>
            <source>the server is busy: try again</source>
            <translation>il server è occupato: riprova</translation>
        </message>
        <message>
            <source>the server speaks another version of the game: both sides need the same version</source>
            <translation>il server usa un'altra versione del gioco: servono la stessa versione da entrambe le parti</translation>
        </message>
        <message>
            <source>the server no longer knows this seat</source>
            <translation>il server non riconosce più questo posto</translation>
        </message>
        <message>
            <source>the server did not answer: check the address, and that the computer holding the game is on</source>
            <translation>il server non ha risposto: controlla l'indirizzo e che il computer che tiene la partita sia acceso</translation>
        </message>
        <message>
            <source>this seat is now played from another window or computer</source>
            <translation>questo posto ora si gioca da un'altra finestra o da un altro computer</translation>
        </message>
        <message>
            <source>this computer could not start its game server ({0})</source>
            <translation>questo computer non è riuscito ad avviare il suo server di gioco ({0})</translation>
        </message>
        <message>
            <source>this copy of the app cannot host games: play on a server (Game ▸ Play online… ▸ Use a server)</source>
            <translation>questa copia dell’app non può ospitare partite: gioca su un server (Partita ▸ Gioca online… ▸ Usa un server)</translation>
        </message>
        <message>
            <source>{0} says: “{1}”</source>
            <translation>{0} dice: «{1}»</translation>
        </message>
        <message>
            <source>Your time ran out: the AI plays for you until you take your seat back.</source>
            <translation>Il tuo tempo è finito: l'IA gioca al posto tuo finché non riprendi il tuo posto.</translation>
        </message>
        <message>
            <source>{0}’s time ran out: the AI plays for them until they take their seat back.</source>
            <translation>Il tempo di {0} è finito: l'IA gioca al suo posto finché non lo riprende.</translation>
        </message>
        <message>
            <source>You took your seat back from the AI.</source>
            <translation>Hai ripreso il tuo posto: l'IA non gioca più per te.</translation>
        </message>
        <message>
            <source>{0} took their seat back from the AI.</source>
            <translation>{0} ha ripreso il suo posto: l'IA non gioca più per lui.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Il tuo turno</translation>
        </message>
        <message>
            <source>{0} is away: the game waits for them</source>
            <translation>{0} non è collegato: la partita lo aspetta</translation>
        </message>
        <message>
            <source>{0}’s turn</source>
            <translation>Turno di {0}</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Connessione…</translation>
        </message>
        <message>
            <source>Connected</source>
            <translation>Connesso</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>Riconnessione…</translation>
        </message>
        <message>
            <source>Not connected</source>
            <translation>Non connesso</translation>
        </message>
        <message>
            <source>reconnecting</source>
            <translation>in riconnessione</translation>
        </message>
        <message>
            <source>not connected</source>
            <translation>non connesso</translation>
        </message>
        <message>
            <source>online</source>
            <translation>online</translation>
        </message>
        <message>
            <source>away</source>
            <translation>assente</translation>
        </message>
        <message numerus="yes">
            <source>%n days left</source>
            <translation>
                <numerusform>manca %n giorno</numerusform>
                <numerusform>mancano %n giorni</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n h left</source>
            <translation>
                <numerusform>manca %n h</numerusform>
                <numerusform>mancano %n h</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n min left</source>
            <translation>
                <numerusform>manca %n min</numerusform>
                <numerusform>mancano %n min</numerusform>
            </translation>
        </message>
        <message>
            <source>Yours: {0}</source>
            <translation>Il tuo: {0}</translation>
        </message>
        <message>
            <source>{0}’s: {1}</source>
            <translation>Quello di {0}: {1}</translation>
        </message>
        <message>
            <source>No clock</source>
            <translation>Senza orologio</translation>
        </message>
        <message>
            <source>Live: 10 minutes each</source>
            <translation>Dal vivo: 10 minuti a testa</translation>
        </message>
        <message>
            <source>Live: 30 minutes each</source>
            <translation>Dal vivo: 30 minuti a testa</translation>
        </message>
        <message>
            <source>One day per move</source>
            <translation>Un giorno per mossa</translation>
        </message>
        <message>
            <source>Three days per move</source>
            <translation>Tre giorni per mossa</translation>
        </message>
        <message numerus="yes">
            <source>Waiting for %n friend(s) to join with the code {0}.</source>
            <translation>
                <numerusform>In attesa che %n amico si unisca con il codice {0}.</numerusform>
                <numerusform>In attesa che %n amici si uniscano con il codice {0}.</numerusform>
            </translation>
        </message>
        <message>
            <source>For friends elsewhere: forward port {0} (TCP) in your router to this computer, or play on a server (the Use a server tab).</source>
            <translation>Per gli amici altrove: inoltra la porta {0} (TCP) del tuo router a questo computer, o giocate su un server (la scheda Usa un server).</translation>
        </message>
        <message>
            <source>Asking your router to open port {0} for friends elsewhere…</source>
            <translation>Chiedo al tuo router di aprire la porta {0} per gli amici altrove…</translation>
        </message>
        <message>
            <source>Your router opened a port for this game: friends anywhere can join at {0}.</source>
            <translation>Il tuo router ha aperto una porta per questa partita: amici da ovunque possono unirsi su {0}.</translation>
        </message>
        <message>
            <source>No router answered the request to open a port.</source>
            <translation>Nessun router ha risposto alla richiesta di aprire una porta.</translation>
        </message>
        <message>
            <source>Your router refused to open a port.</source>
            <translation>Il tuo router ha rifiutato di aprire una porta.</translation>
        </message>
        <message>
            <source>On your router, port {0} already leads to another computer.</source>
            <translation>Sul tuo router la porta {0} porta già a un altro computer.</translation>
        </message>
        <message>
            <source>Your router is itself behind another network (its outside address is private), so friends elsewhere cannot reach this computer.</source>
            <translation>Il tuo router sta a sua volta dietro un’altra rete (il suo indirizzo esterno è privato), quindi gli amici altrove non possono raggiungere questo computer.</translation>
        </message>
        <message>
            <source>This computer cannot ask the router to open a port.</source>
            <translation>Questo computer non può chiedere al router di aprire una porta.</translation>
        </message>
        <message>
            <source>The router could not open a port.</source>
            <translation>Il router non è riuscito ad aprire una porta.</translation>
        </message>
        <message>
            <source>Friends on this network can join.</source>
            <translation>Gli amici su questa rete possono unirsi.</translation>
        </message>
        <message>
            <source>This game is hosted only on this computer ({0} is set): other windows and apps here can join, nobody else. To play with friends elsewhere, start the app without {0}, or play on a server (the Use a server tab).</source>
            <translation>Questa partita è ospitata solo su questo computer ({0} è impostata): possono unirsi altre finestre e applicazioni di qui, nessun altro. Per giocare con amici altrove, avvia l'applicazione senza {0}, o giocate su un server (la scheda Usa un server).</translation>
        </message>
        <message>
            <source>Join my game of San Francisco: in the app, Game ▸ Play online… ▸ Join with a code.
Server address:
{0}
Room code: {1}</source>
            <translation>Unisciti alla mia partita di San Francisco: nell’app, Partita ▸ Gioca online… ▸ Unisciti con un codice.
Indirizzo del server:
{0}
Codice della stanza: {1}</translation>
        </message>
    </context>
    <context>
        <name>OnlineActions</name>
        <message>
            <source>&amp;Play online…</source>
            <translation>Gioca &amp;online…</translation>
        </message>
        <message>
            <source>Play friends on other computers: host a game, join one, or use a server</source>
            <translation>Gioca con amici su altri computer: ospita una partita, unisciti a una o usa un server</translation>
        </message>
        <message>
            <source>Online &amp;games…</source>
            <translation>Partite on&amp;line…</translation>
        </message>
        <message>
            <source>Every online game you have a seat in</source>
            <translation>Tutte le partite online in cui hai un posto</translation>
        </message>
        <message>
            <source>Sa&amp;y</source>
            <translation>&amp;Dì</translation>
        </message>
        <message>
            <source>Say a phrase to the players at this online table</source>
            <translation>Di’ una frase ai giocatori di questo tavolo online</translation>
        </message>
        <message>
            <source>Reconnected: your online game {0} is back on the table.</source>
            <translation>Di nuovo collegato: la tua partita online {0} torna sul tavolo.</translation>
        </message>
        <message>
            <source>In a game with friends online one seat is yours: make every other seat a friend or an AI.</source>
            <translation>In una partita con amici online un posto è tuo: rendi ogni altro posto un amico o un’IA.</translation>
        </message>
        <message>
            <source>Play online</source>
            <translation>Gioca online</translation>
        </message>
        <message>
            <source>Type your name in your seat: it is the name your friends will see.</source>
            <translation>Scrivi il tuo nome nel tuo posto: è il nome che vedranno i tuoi amici.</translation>
        </message>
        <message>
            <source>The game could not be made: {0}</source>
            <translation>Non è stato possibile creare la partita: {0}</translation>
        </message>
        <message>
            <source>Making the game…</source>
            <translation>Creo la partita…</translation>
        </message>
        <message>
            <source>Could not join: {0}</source>
            <translation>Non è stato possibile unirsi: {0}</translation>
        </message>
        <message>
            <source>Everyone has joined: the game begins.</source>
            <translation>Ci sono tutti: la partita comincia.</translation>
        </message>
        <message>
            <source>Play a friend online</source>
            <translation>Gioca con un amico online</translation>
        </message>
        <message>
            <source>Start a game here and invite a friend, or join the game a friend invited you to?</source>
            <translation>Inizi una partita qui e inviti un amico, o ti unisci alla partita a cui ti ha invitato un amico?</translation>
        </message>
        <message>
            <source>&amp;Host a game</source>
            <translation>&amp;Crea una partita</translation>
        </message>
        <message>
            <source>&amp;Join a friend's game</source>
            <translation>&amp;Unisciti a quella di un amico</translation>
        </message>
        <message>
            <source>The online game was checked and kept with your finished games.</source>
            <translation>La partita online è stata verificata e conservata con le tue partite finite.</translation>
        </message>
    </context>
    <context>
        <name>OnlineGamesDialog</name>
        <message>
            <source>Online games</source>
            <translation>Partite online</translation>
        </message>
        <message>
            <source>You have no online game yet: Game ▸ Play online… starts one.</source>
            <translation>Non hai ancora partite online: Partita ▸ Gioca online… ne comincia una.</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Adesso</translation>
        </message>
        <message>
            <source>Last move</source>
            <translation>Ultima mossa</translation>
        </message>
        <message>
            <source>Clock</source>
            <translation>Orologio</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dove</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Apri</translation>
        </message>
        <message>
            <source>&amp;Remove from the list</source>
            <translation>&amp;Togli dalla lista</translation>
        </message>
        <message>
            <source>Forget this game: your seat in it cannot be taken again from this computer</source>
            <translation>Dimentica questa partita: da questo computer non potrai più riprendere il tuo posto</translation>
        </message>
        <message>
            <source>This computer</source>
            <translation>Questo computer</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Finita</translation>
        </message>
        <message>
            <source>Finished: {0}</source>
            <translation>Finita: {0}</translation>
        </message>
    </context>
    <context>
        <name>OnlinePlay</name>
        <message>
            <source>The finished game could not be kept: {0}</source>
            <translation>Non è stato possibile conservare la partita finita: {0}</translation>
        </message>
    </context>
    <context>
        <name>OnlineTable</name>
        <message>
            <source>Invite…</source>
            <translation>Invita…</translation>
        </message>
        <message>
            <source>The room code and the addresses to send your friends</source>
            <translation>Il codice della stanza e gli indirizzi da mandare ai tuoi amici</translation>
        </message>
        <message>
            <source>Take my seat back</source>
            <translation>Riprendi il mio posto</translation>
        </message>
        <message>
            <source>Say</source>
            <translation>Dì</translation>
        </message>
        <message>
            <source>Commitment</source>
            <translation>Impegno</translation>
        </message>
        <message>
            <source>Copy the commitment</source>
            <translation>Copia l'impegno</translation>
        </message>
        <message>
            <source>Say a phrase to the table</source>
            <translation>Di’ una frase al tavolo</translation>
        </message>
        <message>
            <source>Say a phrase to the table (Game ▸ Say)</source>
            <translation>Di’ una frase al tavolo (Partita ▸ Dì)</translation>
        </message>
        <message>
            <source>Waiting for friends</source>
            <translation>In attesa degli amici</translation>
        </message>
        <message>
            <source>The game starts when every seat is taken. Send your friends the code {0}.</source>
            <translation>La partita comincia quando tutti i posti sono presi. Manda ai tuoi amici il codice {0}.</translation>
        </message>
        <message>
            <source>The digest that fixed the deck, the seats and the first player before the first move: sha256:{0}. Copy it and keep it, to check the record of this game later.</source>
            <translation>L'impronta che ha fissato il mazzo, i posti e il primo giocatore prima della prima mossa: sha256:{0}. Copiala e conservala per verificare in seguito la registrazione di questa partita.</translation>
        </message>
        <message>
            <source>Reconnecting… The table stays as it was; nothing you do is lost.</source>
            <translation>Riconnessione… Il tavolo resta com’era; nulla di ciò che fai va perso.</translation>
        </message>
        <message>
            <source>Reconnecting… Your move is sent as soon as the connection is back.</source>
            <translation>Riconnessione… La tua mossa parte appena torna la connessione.</translation>
        </message>
        <message>
            <source>Your time ran out: the AI plays for you until you take your seat back.</source>
            <translation>Il tuo tempo è scaduto: l’IA gioca per te finché non riprendi il tuo posto.</translation>
        </message>
        <message>
            <source>Online game {0} · {1} · {2}</source>
            <translation>Partita online {0} · {1} · {2}</translation>
        </message>
        <message>
            <source>free seat</source>
            <translation>posto libero</translation>
        </message>
        <message>
            <source>AI stands in</source>
            <translation>l’IA lo sostituisce</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Il tuo turno</translation>
        </message>
        <message>
            <source>Your turn in the game with {0}.</source>
            <translation>Tocca a te nella partita con {0}.</translation>
        </message>
        <message>
            <source>The commitment is on the clipboard.</source>
            <translation>L'impegno è negli appunti.</translation>
        </message>
        <message>
            <source>The game's transcript, as this app saw it: sha256:{0}</source>
            <translation>La trascrizione della partita, come l'ha vista questa applicazione: sha256:{0}</translation>
        </message>
        <message>
            <source>This game's commitment, fixed before the first move: sha256:{0}</source>
            <translation>Impegno di questa partita, fissato prima della prima mossa: sha256:{0}</translation>
        </message>
    </context>
    <context>
        <name>Palettes</name>
        <message>
            <source>Standard colours</source>
            <translation>Colori standard</translation>
        </message>
        <message>
            <source>Colour-blind safe colours</source>
            <translation>Colori adatti al daltonismo</translation>
        </message>
    </context>
    <context>
        <name>People</name>
        <message>
            <source>You</source>
            <translation>Tu</translation>
        </message>
        <message>
            <source>Seat {0}</source>
            <translation>Posto {0}</translation>
        </message>
        <message>
            <source>you</source>
            <comment>object</comment>
            <translation>te</translation>
        </message>
    </context>
    <context>
        <name>Phrases</name>
        <message>
            <source>Hello!</source>
            <translation>Ciao!</translation>
        </message>
        <message>
            <source>Good luck!</source>
            <translation>Buona fortuna!</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Ci penso…</translation>
        </message>
        <message>
            <source>One moment, please.</source>
            <translation>Un momento, per favore.</translation>
        </message>
        <message>
            <source>Nice move!</source>
            <translation>Bella mossa!</translation>
        </message>
        <message>
            <source>Oops!</source>
            <translation>Ops!</translation>
        </message>
        <message>
            <source>Well played!</source>
            <translation>Ben giocato!</translation>
        </message>
        <message>
            <source>Good game!</source>
            <translation>Bella partita!</translation>
        </message>
        <message>
            <source>Thanks!</source>
            <translation>Grazie!</translation>
        </message>
        <message>
            <source>Bye!</source>
            <translation>Ciao ciao!</translation>
        </message>
    </context>
    <context>
        <name>PlayOnlineDialog</name>
        <message>
            <source>Play online</source>
            <translation>Gioca online</translation>
        </message>
        <message>
            <source>&amp;Host on this computer</source>
            <translation>&amp;Ospita su questo computer</translation>
        </message>
        <message>
            <source>&amp;Join with a code</source>
            <translation>&amp;Unisciti con un codice</translation>
        </message>
        <message>
            <source>&amp;Use a server</source>
            <translation>Usa un &amp;server</translation>
        </message>
    </context>
    <context>
        <name>PlayerAids</name>
        <message>
            <source>Suggest a &amp;move</source>
            <translation>Suggerisci una &amp;mossa</translation>
        </message>
        <message>
            <source>Score &amp;chart…</source>
            <translation>&amp;Grafico dei punti…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistiche…</translation>
        </message>
        <message>
            <source>Lan&amp;guage</source>
            <translation>&amp;Lingua</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>Lingua del &amp;sistema</translation>
        </message>
        <message>
            <source>Text &amp;size</source>
            <translation>&amp;Dimensione del testo</translation>
        </message>
        <message>
            <source>&amp;Colour-blind palette</source>
            <translation>&amp;Colori per daltonici</translation>
        </message>
        <message>
            <source>&amp;Guided first game</source>
            <translation>Partita &amp;guidata</translation>
        </message>
        <message>
            <source>{0}%</source>
            <translation>{0}%</translation>
        </message>
        <message>
            <source>What the strongest AI would do in your place, and why (H)</source>
            <translation>Che cosa farebbe l'IA più forte al tuo posto, e perché (H)</translation>
        </message>
    </context>
    <context>
        <name>Prompt</name>
        <message>
            <source>Put the drawn card in a column</source>
            <translation>Metti la carta pescata in una colonna</translation>
        </message>
        <message numerus="yes">
            <source>Place your cards (%n left)</source>
            <translation>
                <numerusform>Colloca la tua carta (ne resta %n)</numerusform>
                <numerusform>Colloca le tue carte (ne restano %n)</numerusform>
            </translation>
        </message>
        <message>
            <source>No room: the {0} row is full. This card goes to the box when the turn ends.</source>
            <translation>Non c'è posto: la fila di {0} è piena. Questa carta va nella scatola alla fine del turno.</translation>
        </message>
        <message>
            <source>No room for this card on the board: it goes to the box when the turn ends.</source>
            <translation>Questa carta non trova posto sul tabellone: va nella scatola alla fine del turno.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Aspetta il tuo turno.</translation>
        </message>
        <message>
            <source>First put the drawn card at the end of a column.</source>
            <translation>Prima metti la carta pescata in fondo a una colonna.</translation>
        </message>
        <message>
            <source>You are finishing this turn.</source>
            <translation>Stai finendo questo turno.</translation>
        </message>
        <message>
            <source>Column {0} is empty.</source>
            <translation>La colonna {0} è vuota.</translation>
        </message>
        <message numerus="yes">
            <source>You hold %n contracts: you may only take a column of more than %n cards (this one has {0}).</source>
            <translation>
                <numerusform>Hai %n contratto: puoi prendere solo una colonna di più di %n carta (questa ne ha {0}).</numerusform>
                <numerusform>Hai %n contratti: puoi prendere solo una colonna di più di %n carte (questa ne ha {0}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Key {0} picks nothing: key 1 picks the taken card, then a row's key places it.</source>
            <translation>Il tasto {0} non sceglie nulla: il tasto 1 sceglie la carta presa, poi il tasto di una fila la colloca.</translation>
        </message>
        <message>
            <source>Key {0} picks nothing: keys 1 to {1} pick a taken card, from the left, then a row's key places it.</source>
            <translation>Il tasto {0} non sceglie nulla: i tasti da 1 a {1} scelgono una carta presa, da sinistra, poi il tasto di una fila la colloca.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Partita finita</translation>
        </message>
        <message>
            <source>See the score breakdown.</source>
            <translation>Guarda il dettaglio del punteggio.</translation>
        </message>
        <message>
            <source>{0} is thinking…</source>
            <translation>{0} sta pensando…</translation>
        </message>
        <message>
            <source>{0} is away</source>
            <translation>{0} non c'è</translation>
        </message>
        <message>
            <source>The game goes on when they are back.</source>
            <translation>La partita riprende quando torna.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tocca a te</translation>
        </message>
        <message>
            <source>{0}’s turn</source>
            <translation>Turno di {0}</translation>
        </message>
        <message>
            <source>draw a card (click the deck, or D)</source>
            <translation>pesca una carta (clic sul mazzo, o D)</translation>
        </message>
        <message>
            <source>take a column ({0})</source>
            <translation>prendi una colonna ({0})</translation>
        </message>
        <message>
            <source> or </source>
            <translation> oppure </translation>
        </message>
        <message>
            <source>. You may first discard contracts with your token.</source>
            <translation>. Prima puoi scartare contratti con il tuo segnalino.</translation>
        </message>
        <message>
            <source>{0}, your turn</source>
            <translation>{0}, tocca a te</translation>
        </message>
        <message>
            <source>Drag it onto a column, or click a column (keys 1–3).</source>
            <translation>Trascinala su una colonna o fai clic su una colonna (tasti 1–3).</translation>
        </message>
        <message>
            <source>All cards placed: Done ends your turn</source>
            <translation>Tutte collocate: Fatto chiude il turno</translation>
        </message>
        <message>
            <source>No card left fits: Done ends your turn</source>
            <translation>Nessuna carta entra: Fatto chiude il turno</translation>
        </message>
        <message>
            <source>You may still discard contracts with your token first.</source>
            <translation>Prima puoi ancora scartare contratti con il segnalino.</translation>
        </message>
        <message>
            <source>Drag each card to its row (or click it, keys 1–5). Done discards the rest.</source>
            <translation>Trascina ogni carta sulla sua riga (o fai clic su di essa, tasti 1–5). Fatto scarta le altre.</translation>
        </message>
        <message numerus="yes">
            <source>%n card has no room and goes to the box.</source>
            <translation>
                <numerusform>Una carta non trova posto e va nella scatola.</numerusform>
                <numerusform>%n carte non trovano posto e vanno nella scatola.</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} bonus!</source>
            <translation>Bonus di {0}!</translation>
        </message>
        <message>
            <source>Choose the district’s bonus or a tracks token (click, or keys 1–2).</source>
            <translation>Scegli il bonus del quartiere o un segnalino binari (clic, o tasti 1–2).</translation>
        </message>
        <message>
            <source>Place the bonus card</source>
            <translation>Colloca la carta bonus</translation>
        </message>
        <message>
            <source>Drag it to a row with room, or click a lit row (keys 1–5).</source>
            <translation>Trascinala su una riga con spazio o fai clic su una riga illuminata (tasti 1–5).</translation>
        </message>
        <message>
            <source>Put the {0} on a card</source>
            <translation>Metti il {0} su una carta</translation>
        </message>
        <message>
            <source>Drag it onto a lit card, or click one.</source>
            <translation>Trascinalo su una carta illuminata o fai clic su una.</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>Cerca &amp;in:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>File di &amp;tipo:</translation>
        </message>
    </context>
    <context>
        <name>RemoteGame</name>
        <message>
            <source>The game is over.</source>
            <translation>La partita è finita.</translation>
        </message>
        <message>
            <source>The game starts when every friend has joined.</source>
            <translation>La partita comincia quando tutti gli amici si sono uniti.</translation>
        </message>
        <message>
            <source>Your time ran out and the AI plays for you: take your seat back first.</source>
            <translation>Il tuo tempo è scaduto e l’IA gioca per te: prima riprendi il tuo posto.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Non è il tuo turno.</translation>
        </message>
        <message>
            <source>Your last move is on its way to the server.</source>
            <translation>La tua ultima mossa sta andando al server.</translation>
        </message>
        <message>
            <source>The rules do not allow that now.</source>
            <translation>Le regole ora non lo permettono.</translation>
        </message>
        <message>
            <source>The server did not take the move: {0}</source>
            <translation>Il server non ha accettato la mossa: {0}</translation>
        </message>
        <message>
            <source>The phrase was not said: {0}</source>
            <translation>La frase non è stata detta: {0}</translation>
        </message>
        <message>
            <source>Too many phrases at once: the next one in {0} s.</source>
            <translation>Troppe frasi di fila: la prossima tra {0} s.</translation>
        </message>
        <message>
            <source>You have said all the phrases one game allows.</source>
            <translation>Hai già detto tutte le frasi che una partita consente.</translation>
        </message>
        <message>
            <source>The game has not started: it starts when every seat is taken.</source>
            <translation>La partita non è iniziata: inizia quando tutti i posti sono occupati.</translation>
        </message>
        <message>
            <source>This game is over.</source>
            <translation>Questa partita è finita.</translation>
        </message>
        <message>
            <source>It is not your turn, or the AI is playing for you until you take your seat back.</source>
            <translation>Non è il tuo turno, oppure l'IA gioca per te finché non riprendi il tuo posto.</translation>
        </message>
        <message>
            <source>The game moved on before your move arrived: the table shows it now.</source>
            <translation>La partita è andata avanti prima che arrivasse la tua mossa: ora il tavolo la mostra.</translation>
        </message>
        <message>
            <source>Too many moves at once: wait a moment.</source>
            <translation>Troppe mosse insieme: aspetta un momento.</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <source>Replay: {0}</source>
            <translation>Replay: {0}</translation>
        </message>
        <message>
            <source>Action {0} of {1} · turn {2}</source>
            <translation>Azione {0} di {1} · turno {2}</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>All'inizio (Home)</translation>
        </message>
        <message>
            <source>One turn back (Page Up)</source>
            <translation>Un turno indietro (Pag Su)</translation>
        </message>
        <message>
            <source>One action back (Left)</source>
            <translation>Un'azione indietro (Sinistra)</translation>
        </message>
        <message>
            <source>Play on by itself (Space)</source>
            <translation>Riproduci da sola (Spazio)</translation>
        </message>
        <message>
            <source>One action on (Right)</source>
            <translation>Un'azione avanti (Destra)</translation>
        </message>
        <message>
            <source>One turn on (Page Down)</source>
            <translation>Un turno avanti (Pag Giù)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>Alla fine (Fine)</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Posizione nella partita</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Veloce</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Animation speed while playing on by itself</source>
            <translation>Velocità dell'animazione durante la riproduzione</translation>
        </message>
        <message>
            <source>Play on from &amp;here</source>
            <translation>Continua a giocare da &amp;qui</translation>
        </message>
        <message>
            <source>A new game from the position shown; this record stays as it is.</source>
            <translation>Una nuova partita dalla posizione mostrata; questa registrazione resta com'è.</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Chiudi</translation>
        </message>
        <message>
            <source>Close the replay (Esc)</source>
            <translation>Chiudi il replay (Esc)</translation>
        </message>
        <message>
            <source>Log and review</source>
            <translation>Registro e analisi</translation>
        </message>
        <message>
            <source>Show or hide the log, the review and the chart (F9)</source>
            <translation>Mostra o nascondi il registro, l'analisi e il grafico (F9)</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Registro della partita</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Registro</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Analisi</translation>
        </message>
        <message>
            <source>Chance to win</source>
            <translation>Probabilità di vittoria</translation>
        </message>
    </context>
    <context>
        <name>Resume</name>
        <message>
            <source>Players: {0}</source>
            <translation>Giocatori: {0}</translation>
        </message>
        <message>
            <source>Turn {0}: your turn.</source>
            <translation>Turno {0}: tocca a te.</translation>
        </message>
        <message>
            <source>Turn {0}: you are in the middle of a turn.</source>
            <translation>Turno {0}: sei a metà di un turno.</translation>
        </message>
        <message>
            <source>Turn {0}: {1} to play.</source>
            <translation>Turno {0}: tocca a {1}.</translation>
        </message>
        <message>
            <source>Turn {0}: {1} is in the middle of a turn.</source>
            <translation>Turno {0}: {1} è a metà di un turno.</translation>
        </message>
        <message numerus="yes">
            <source>%n cards left in the deck.</source>
            <translation>
                <numerusform>Resta %n carta nel mazzo.</numerusform>
                <numerusform>Restano %n carte nel mazzo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decisions so far.</source>
            <translation>
                <numerusform>%n decisione finora.</numerusform>
                <numerusform>%n decisioni finora.</numerusform>
            </translation>
        </message>
        <message>
            <source>Saved {0}.</source>
            <translation>Salvata: {0}.</translation>
        </message>
        <message>
            <source>{0} It was set aside, not deleted.</source>
            <translation>{0} È stato messo da parte, non eliminato.</translation>
        </message>
        <message>
            <source>today at {0}</source>
            <translation>oggi alle {0}</translation>
        </message>
        <message>
            <source>yesterday at {0}</source>
            <translation>ieri alle {0}</translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message>
            <source>Resume your game?</source>
            <translation>Riprendere la partita?</translation>
        </message>
        <message>
            <source>You have an unfinished game. Resume it?</source>
            <translation>Hai una partita non finita. La riprendi?</translation>
        </message>
        <message>
            <source>The latest save could not be used; this is the one before it.</source>
            <translation>Non è stato possibile usare l'ultimo salvataggio; questo è quello precedente.</translation>
        </message>
        <message>
            <source>&amp;Resume</source>
            <translation>&amp;Riprendi</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nuova partita</translation>
        </message>
        <message>
            <source>The unfinished game stays under Game ▸ Unfinished games.</source>
            <translation>La partita non finita resta in Partita ▸ Partite non finite.</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Best</source>
            <translation>Migliore</translation>
        </message>
        <message>
            <source>Good</source>
            <translation>Buona</translation>
        </message>
        <message>
            <source>Inaccuracy</source>
            <translation>Imprecisione</translation>
        </message>
        <message>
            <source>Mistake</source>
            <translation>Errore</translation>
        </message>
        <message>
            <source>Blunder</source>
            <translation>Errore grave</translation>
        </message>
        <message>
            <source>{0}%</source>
            <translation>{0}%</translation>
        </message>
        <message>
            <source>Drawing a card</source>
            <translation>Pescare una carta</translation>
        </message>
        <message>
            <source>Putting the card in column {0}</source>
            <translation>Mettere la carta nella colonna {0}</translation>
        </message>
        <message>
            <source>Taking column {0}</source>
            <translation>Prendere la colonna {0}</translation>
        </message>
        <message>
            <source>Placing {0} in {1}</source>
            <translation>Collocare {0} in {1}</translation>
        </message>
        <message>
            <source>Stopping</source>
            <translation>Fermarsi</translation>
        </message>
        <message numerus="yes">
            <source>Discarding %n contracts</source>
            <translation>
                <numerusform>Scartare un contratto</numerusform>
                <numerusform>Scartare %n contratti</numerusform>
            </translation>
        </message>
        <message>
            <source>Choosing the {0}</source>
            <translation>Scegliere: {0}</translation>
        </message>
        <message>
            <source>Putting the bonus in {0}</source>
            <translation>Mettere il bonus in {0}</translation>
        </message>
        <message>
            <source>Putting the token on {0}</source>
            <translation>Mettere il segnalino su {0}</translation>
        </message>
        <message>
            <source>Turn {0}, {1}: {2} — {3}</source>
            <translation>Turno {0}, {1}: {2} — {3}</translation>
        </message>
        <message>
            <source>The best move found: chance to win {0}.</source>
            <translation>La mossa migliore trovata: probabilità di vittoria {0}.</translation>
        </message>
        <message>
            <source>Chance to win {0}, as good as the best move found ({1}: {2}).</source>
            <translation>Probabilità di vittoria {0}, pari a quella della mossa migliore trovata ({1}: {2}).</translation>
        </message>
        <message>
            <source>Chance to win {0}; {1} would give {2}, {3} more</source>
            <translation>Probabilità di vittoria {0}; {1} darebbe {2}, {3} in più</translation>
        </message>
        <message>
            <source>, and {0} more projected points now.</source>
            <translation>, e {0} punti previsti in più ora.</translation>
        </message>
        <message>
            <source>, though {0} fewer projected points now: it pays later.</source>
            <translation>, anche se ora dà {0} punti previsti in meno: rende più avanti.</translation>
        </message>
        <message>
            <source>drew a card</source>
            <translation>ha pescato una carta</translation>
        </message>
        <message>
            <source>drew a card</source>
            <comment>you</comment>
            <translation>hai pescato una carta</translation>
        </message>
        <message>
            <source>took column {0}</source>
            <translation>ha preso la colonna {0}</translation>
        </message>
        <message>
            <source>took column {0}</source>
            <comment>you</comment>
            <translation>hai preso la colonna {0}</translation>
        </message>
        <message numerus="yes">
            <source>discarded %n contracts</source>
            <translation>
                <numerusform>ha scartato un contratto</numerusform>
                <numerusform>ha scartato %n contratti</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>discarded %n contracts</source>
            <comment>you</comment>
            <translation>
                <numerusform>hai scartato un contratto</numerusform>
                <numerusform>hai scartato %n contratti</numerusform>
            </translation>
        </message>
        <message>
            <source>played</source>
            <translation>ha giocato</translation>
        </message>
        <message>
            <source>played</source>
            <comment>you</comment>
            <translation>hai giocato</translation>
        </message>
        <message>
            <source>completed {0}</source>
            <translation>ha completato {0}</translation>
        </message>
        <message>
            <source>completed {0}</source>
            <comment>you</comment>
            <translation>hai completato {0}</translation>
        </message>
        <message numerus="yes">
            <source>raised %n skyscrapers</source>
            <translation>
                <numerusform>ha costruito un grattacielo</numerusform>
                <numerusform>ha costruito %n grattacieli</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>raised %n skyscrapers</source>
            <comment>you</comment>
            <translation>
                <numerusform>hai costruito un grattacielo</numerusform>
                <numerusform>hai costruito %n grattacieli</numerusform>
            </translation>
        </message>
        <message>
            <source>took the medal</source>
            <translation>ha preso la medaglia</translation>
        </message>
        <message>
            <source>took the medal</source>
            <comment>you</comment>
            <translation>hai preso la medaglia</translation>
        </message>
        <message>
            <source>ended the game</source>
            <translation>ha concluso la partita</translation>
        </message>
        <message>
            <source>ended the game</source>
            <comment>you</comment>
            <translation>hai concluso la partita</translation>
        </message>
        <message>
            <source>{0} and {1}</source>
            <translation>{0} e {1}</translation>
        </message>
        <message>
            <source>Turn {0}: you {1}; your chance to win went from {2} to {3}.</source>
            <translation>Turno {0}: {1}; la tua probabilità di vittoria è passata da {2} a {3}.</translation>
        </message>
        <message>
            <source>Turn {0}: you {1}; {2}’s chance to win went from {3} to {4}.</source>
            <translation>Turno {0}: {1}; la probabilità di vittoria di {2} è passata da {3} a {4}.</translation>
        </message>
        <message>
            <source>Turn {0}: {1} {2}; your chance to win went from {3} to {4}.</source>
            <translation>Turno {0}: {1} {2}; la tua probabilità di vittoria è passata da {3} a {4}.</translation>
        </message>
        <message>
            <source>Turn {0}: {1} {2}; {3}’s chance to win went from {4} to {5}.</source>
            <translation>Turno {0}: {1} {2}; la probabilità di vittoria di {3} è passata da {4} a {5}.</translation>
        </message>
        <message>
            <source>{0} was worth {1} more.</source>
            <translation>{0} valeva {1} in più.</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>Judge:</source>
            <translation>Analizza:</translation>
        </message>
        <message>
            <source>&amp;Review the game</source>
            <translation>&amp;Analizza la partita</translation>
        </message>
        <message>
            <source>%v of %m decisions</source>
            <translation>%v di %m decisioni</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Judged decisions (select one to see the best move found):</source>
            <translation>Decisioni analizzate (scegline una per vedere la mossa migliore trovata):</translation>
        </message>
        <message>
            <source>Judged decisions</source>
            <translation>Decisioni giudicate</translation>
        </message>
        <message>
            <source>Key moments:</source>
            <translation>Momenti chiave:</translation>
        </message>
        <message>
            <source>Key moments</source>
            <translation>Momenti chiave</translation>
        </message>
        <message>
            <source>Reviewed before: the review is kept with the game.</source>
            <translation>Già analizzata: l’analisi è conservata con la partita.</translation>
        </message>
        <message>
            <source>The Hard AI judges each decision on what could be seen at that moment.</source>
            <translation>L'IA difficile giudica ogni decisione con ciò che si poteva vedere in quel momento.</translation>
        </message>
        <message>
            <source>Reviewing…</source>
            <translation>Analisi in corso…</translation>
        </message>
        <message>
            <source>Review done, and kept with the game for next time.</source>
            <translation>Analisi terminata e conservata con la partita per la prossima volta.</translation>
        </message>
        <message>
            <source>Review done.</source>
            <translation>Analisi terminata.</translation>
        </message>
        <message>
            <source>Review cancelled.</source>
            <translation>Analisi annullata.</translation>
        </message>
        <message>
            <source>The review stopped: {0}</source>
            <translation>L'analisi si è fermata: {0}</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>San Francisco in brief</source>
            <translation>San Francisco in breve</translation>
        </message>
        <message>
            <source>Each of you plans a city of 5 districts, one per row of your board. Score points with skyscrapers, district advantages, completed districts and a cable car network.</source>
            <translation>Ognuno progetta una città di 5 quartieri, uno per riga della propria plancia. Si fanno punti con i grattacieli, i vantaggi nei quartieri, i quartieri completati e una rete tranviaria.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Il tuo turno</translation>
        </message>
        <message>
            <source>Do one of these:</source>
            <translation>Fai una di queste due cose:</translation>
        </message>
        <message>
            <source>&lt;b&gt;Place a project:&lt;/b&gt; draw the top card, look at it, and add it to the end of one of the 3 columns. A foundation card drawn this way gets a foundation token while any are left.</source>
            <translation>&lt;b&gt;Collocare un progetto:&lt;/b&gt; pesca la carta in cima, guardala e aggiungila in fondo a una delle 3 colonne. Una carta fondamenta pescata così riceve un segnalino fondamenta finché ce ne sono.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Finalize projects:&lt;/b&gt; take a whole column, but only one with more cards than the contracts you hold, and take a contract. Then place the taken cards one by one, each in the leftmost free space of its colour's row (a black card: any row). Stop when you like; the rest are discarded.</source>
            <translation>&lt;b&gt;Finalizzare i progetti:&lt;/b&gt; prendi un'intera colonna, ma solo una con più carte dei contratti che possiedi, e prendi un contratto. Poi colloca le carte prese una alla volta, ognuna sulla casella libera più a sinistra della riga del suo colore (una carta nera: qualsiasi riga). Fermati quando vuoi; le altre vengono scartate.</translation>
        </message>
        <message>
            <source>Whenever every player holds a contract, everyone gives one back.</source>
            <translation>Ogni volta che tutti hanno un contratto, ognuno ne restituisce uno.</translation>
        </message>
        <message>
            <source>When a card lands</source>
            <translation>Quando si colloca una carta</translation>
        </message>
        <message>
            <source>&lt;b&gt;Cable cars:&lt;/b&gt; depot cards, and tracks cards linked to a depot (the bottom row touches printed depots), carry a cable car. Linking earlier cards gives them cable cars too.</source>
            <translation>&lt;b&gt;Tram:&lt;/b&gt; le carte rimessa, e le carte con i binari collegate a una rimessa (la riga più bassa tocca le rimesse stampate), portano un tram. Collegare carte precedenti dà un tram anche a loro.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Squares&lt;/b&gt; are worth 4 while a cable car stands next to them, else 0.</source>
            <translation>&lt;b&gt;Le piazze&lt;/b&gt; valgono 4 finché c'è un tram accanto, altrimenti 0.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Skyscrapers&lt;/b&gt; rise on a foundation token when the cards next to it add up to 7 or more (1 less per seaside card in your city), while any of the 9 are left.</source>
            <translation>&lt;b&gt;I grattacieli&lt;/b&gt; sorgono su un segnalino fondamenta quando le carte accanto sommano almeno 7 (1 in meno per ogni carta costa della tua città), finché ne resta qualcuno dei 9.</translation>
        </message>
        <message>
            <source>&lt;b&gt;The medal&lt;/b&gt; goes to the first to own a skyscraper, then to anyone with strictly more.</source>
            <translation>&lt;b&gt;La medaglia&lt;/b&gt; va al primo che possiede un grattacielo, poi a chi ne ha strettamente di più.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A full row&lt;/b&gt; earns that district's completion token (1 VP) if still there.</source>
            <translation>&lt;b&gt;Una riga piena&lt;/b&gt; fa ottenere il segnalino completamento di quel quartiere (1 PV), se c'è ancora.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Two bonus symbols&lt;/b&gt; in a row earn that district's bonus once, or a tracks token instead.</source>
            <translation>&lt;b&gt;Due simboli bonus&lt;/b&gt; in una riga fanno ottenere una volta il bonus di quel quartiere, o al suo posto un segnalino binari.</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>La fine</translation>
        </message>
        <message>
            <source>The game ends at once when the last foundation token is placed, or when a city is full.</source>
            <translation>La partita finisce subito quando si colloca l'ultimo segnalino fondamenta o quando una città è piena.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Punteggio</translation>
        </message>
        <message>
            <source>1 VP per skyscraper, the medal and each completion token; 1.5 per 1.5 VP token. In each district and for cable cars, players are ranked and get advantage points (shown on the scoring board). Ties look at the leftmost cards, then the next rows; for cable cars at the columns from the left. The breakdown at the end explains every rank.</source>
            <translation>1 PV per ogni grattacielo, per la medaglia e per ogni segnalino completamento; 1,5 per ogni segnalino da 1,5 PV. In ogni quartiere e per i tram si stila una classifica e si ricevono punti vantaggio (indicati sulla plancia punteggio). Le parità guardano le carte più a sinistra, poi le righe successive; per i tram le colonne da sinistra. Il dettaglio finale spiega ogni posizione.</translation>
        </message>
        <message>
            <source>Playing with mouse and keys</source>
            <translation>Giocare con mouse e tastiera</translation>
        </message>
        <message>
            <source>Drag the deck's top card (it turns face up) onto a column, or click the deck and then a column. Click or drag a column to take it. Drag taken cards onto their row, or click them; drop one on Discard to leave it. Keys: D draw, 1–3 columns, 1–5 rows, S done, Tab to walk through what is lit, the arrow keys through everything on the table, Enter or Space to use it, Delete to leave a taken card, Esc to cancel a selection, R to hear the standings. H or F2 suggests a move; F1 opens the rules; Help ▸ Keys lists every key.</source>
            <translation>Trascina la carta in cima al mazzo (si scopre) su una colonna, oppure fai clic sul mazzo e poi su una colonna. Fai clic su una colonna o trascinala per prenderla. Trascina le carte prese sulla loro riga, o fai clic su di esse; lasciane una su Scarta per non collocarla. Tasti: D pesca, 1–3 colonne, 1–5 righe, S fatto, Tab per passare tra ciò che è illuminato, le frecce per percorrere tutto il tavolo, Invio o Spazio per usarlo, Canc per lasciare una carta presa, Esc per annullare una selezione, R per sentire la classifica. H o F2 suggerisce una mossa; F1 apre le regole; Aiuto ▸ Tasti li elenca tutti.</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules summary</source>
            <translation>Riassunto delle regole</translation>
        </message>
    </context>
    <context>
        <name>RulesReferenceDialog</name>
        <message>
            <source>Rules of San Francisco</source>
            <translation>Regole di San Francisco</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Lingua:</translation>
        </message>
        <message>
            <source>Find in the rules</source>
            <translation>Cerca nelle regole</translation>
        </message>
        <message>
            <source>&amp;Sections</source>
            <translation>&amp;Sezioni</translation>
        </message>
    </context>
    <context>
        <name>Score</name>
        <message>
            <source>1st</source>
            <translation>1º</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>2º</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>3º</translation>
        </message>
        <message>
            <source>4th</source>
            <translation>4º</translation>
        </message>
        <message>
            <source>5th</source>
            <translation>5º</translation>
        </message>
        <message>
            <source>Skyscrapers</source>
            <translation>Grattacieli</translation>
        </message>
        <message>
            <source>Master builder’s medal</source>
            <translation>Medaglia del maestro costruttore</translation>
        </message>
        <message>
            <source>1.5 VP tokens</source>
            <translation>Segnalini da 1,5 PV</translation>
        </message>
        <message>
            <source>District completion</source>
            <translation>Completamento del quartiere</translation>
        </message>
        <message>
            <source>Cable cars</source>
            <translation>Tram</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message>
            <source>You win with {0} VP.</source>
            <translation>Vinci con {0} PV.</translation>
        </message>
        <message>
            <source>{0} wins with {1} VP.</source>
            <translation>{0} vince con {1} PV.</translation>
        </message>
        <message>
            <source> and </source>
            <translation> e </translation>
        </message>
        <message>
            <source>{0} tie on {1} VP; you win with more cable cars ({2}).</source>
            <translation>{0} sono pari a {1} PV; vinci tu, con più tram ({2}).</translation>
        </message>
        <message>
            <source>{0} tie on {1} VP; {2} wins with more cable cars ({3}).</source>
            <translation>{0} sono pari a {1} PV; vince {2} con più tram ({3}).</translation>
        </message>
        <message numerus="yes">
            <source>Shared victory: {0}, with {1} VP and %n cable cars each.</source>
            <translation>
                <numerusform>Vittoria condivisa: {0}, con {1} PV e %n tram ciascuno.</numerusform>
                <numerusform>Vittoria condivisa: {0}, con {1} PV e %n tram ciascuno.</numerusform>
            </translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vuota</translation>
        </message>
        <message>
            <source>more cable cars</source>
            <translation>più tram</translation>
        </message>
        <message>
            <source>higher total value</source>
            <translation>valore totale più alto</translation>
        </message>
        <message>
            <source>{0} is ahead of {1}: {2} ({3} to {4}).</source>
            <translation>{0} è davanti a {1}: {2} ({3} a {4}).</translation>
        </message>
        <message>
            <source>You are ahead of {1}: {2} ({3} to {4}).</source>
            <comment>you</comment>
            <translation>Sei davanti a {1}: {2} ({3} a {4}).</translation>
        </message>
        <message>
            <source>{0} is ahead of {1}: same total; the first difference is the {2} card of the {3} row ({4} to {5}).</source>
            <translation>{0} è davanti a {1}: stesso totale; la prima differenza è al {2} posto della riga di {3} ({4} a {5}).</translation>
        </message>
        <message>
            <source>You are ahead of {1}: same total; the first difference is the {2} card of the {3} row ({4} to {5}).</source>
            <comment>you</comment>
            <translation>Sei davanti a {1}: stesso totale; la prima differenza è al {2} posto della riga di {3} ({4} a {5}).</translation>
        </message>
        <message>
            <source>{0} is ahead of {1}: same number of cable cars; more in column {2} ({3} to {4}).</source>
            <translation>{0} è davanti a {1}: stesso numero di tram; più tram nella colonna {2} ({3} a {4}).</translation>
        </message>
        <message>
            <source>You are ahead of {1}: same number of cable cars; more in column {2} ({3} to {4}).</source>
            <comment>you</comment>
            <translation>Sei davanti a {1}: stesso numero di tram; più tram nella colonna {2} ({3} a {4}).</translation>
        </message>
        <message>
            <source>you, who ended the game</source>
            <translation>te, che hai fatto finire la partita</translation>
        </message>
        <message>
            <source>{0}, who ended the game</source>
            <translation>{0}, che ha fatto finire la partita</translation>
        </message>
        <message>
            <source>{0} is ahead of {1}: tied on everything; {0} comes first in turn order counted from {2}.</source>
            <translation>{0} è davanti a {1}: pari in tutto; {0} viene prima nell'ordine di turno contato da {2}.</translation>
        </message>
        <message>
            <source>You are ahead of {1}: tied on everything; you come first in turn order counted from {2}.</source>
            <comment>you</comment>
            <translation>Sei davanti a {1}: pari in tutto; vieni prima nell'ordine di turno contato da {2}.</translation>
        </message>
        <message numerus="yes">
            <source>%n cable cars</source>
            <translation>
                <numerusform>%n tram</numerusform>
                <numerusform>%n tram</numerusform>
            </translation>
        </message>
        <message>
            <source>value {0}</source>
            <translation>valore {0}</translation>
        </message>
        <message>
            <source>{0} {1} ({2}): {3} VP</source>
            <translation>{0} {1} ({2}): {3} PV</translation>
        </message>
        <message>
            <source>You have no cable car, so you get no positive token.</source>
            <translation>Non hai tram, quindi non ricevi nessun segnalino positivo.</translation>
        </message>
        <message>
            <source>{0} has no cable car, so gets no positive token.</source>
            <translation>{0} non ha tram, quindi non riceve nessun segnalino positivo.</translation>
        </message>
        <message>
            <source>You have no card in this district, so you get no positive token.</source>
            <translation>Non hai carte in questo quartiere, quindi non ricevi nessun segnalino positivo.</translation>
        </message>
        <message>
            <source>{0} has no card in this district, so gets no positive token.</source>
            <translation>{0} non ha carte in questo quartiere, quindi non riceve nessun segnalino positivo.</translation>
        </message>
        <message numerus="yes">
            <source>%n cars</source>
            <translation>
                <numerusform>%n tram</numerusform>
                <numerusform>%n tram</numerusform>
            </translation>
        </message>
        <message>
            <source>{0}, {1}: {2}</source>
            <comment>a score cell: category, player, points</comment>
            <translation>{0}, {1}: {2}</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <source>Player {0}</source>
            <translation>Giocatore {0}</translation>
        </message>
        <message>
            <source>Score over the game</source>
            <translation>Punti nel corso della partita</translation>
        </message>
        <message>
            <source>final score</source>
            <translation>punteggio finale</translation>
        </message>
        <message>
            <source>estimate now</source>
            <translation>stima attuale</translation>
        </message>
        <message>
            <source>Final score, turn by turn</source>
            <translation>Punteggio finale, turno per turno</translation>
        </message>
        <message>
            <source>Estimated score, turn by turn</source>
            <translation>Punteggio stimato, turno per turno</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punti</translation>
        </message>
        <message>
            <source>No game to show yet.</source>
            <translation>Ancora nessuna partita da mostrare.</translation>
        </message>
        <message>
            <source>Turns played</source>
            <translation>Turni giocati</translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message>
            <source>Final score</source>
            <translation>Punteggio finale</translation>
        </message>
        <message>
            <source>The last foundation token was placed.</source>
            <translation>È stato collocato l'ultimo segnalino fondamenta.</translation>
        </message>
        <message>
            <source>A city was completed.</source>
            <translation>Una città è stata completata.</translation>
        </message>
        <message>
            <source>No one could move any more.</source>
            <translation>Nessuno poteva più muovere.</translation>
        </message>
        <message>
            <source>Why these ranks: {0}</source>
            <translation>Perché queste posizioni: {0}</translation>
        </message>
        <message>
            <source>&amp;Why these ranks</source>
            <translation>&amp;Perché queste posizioni</translation>
        </message>
        <message>
            <source>Score &amp;over the game</source>
            <translation>Punti &amp;nel corso della partita</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nuova partita…</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Rivincita</translation>
        </message>
        <message>
            <source>Review this game</source>
            <translation>Analizza questa partita</translation>
        </message>
        <message>
            <source>Watch the game again with every decision judged by the Hard AI</source>
            <translation>Rivedi la partita con ogni decisione giudicata dall'IA difficile</translation>
        </message>
        <message>
            <source>Points by category</source>
            <translation>Punti per categoria</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Person</source>
            <translation>Persona</translation>
        </message>
        <message>
            <source>Friend (online)</source>
            <translation>Amico (online)</translation>
        </message>
        <message>
            <source>AI · Easy</source>
            <translation>IA · Facile</translation>
        </message>
        <message>
            <source>AI · Medium</source>
            <translation>IA · Media</translation>
        </message>
        <message>
            <source>AI · Hard</source>
            <translation>IA · Difficile</translation>
        </message>
        <message>
            <source>AI · Expert</source>
            <translation>IA · Esperta</translation>
        </message>
        <message>
            <source>AI · Greedy</source>
            <translation>IA · Avida</translation>
        </message>
        <message>
            <source>AI · Random</source>
            <translation>IA · Casuale</translation>
        </message>
        <message>
            <source>AI · {0}</source>
            <translation>IA · {0}</translation>
        </message>
        <message>
            <source>{0} · rating {1}</source>
            <translation>{0} · punteggio {1}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tu</translation>
        </message>
    </context>
    <context>
        <name>SeatsForm</name>
        <message>
            <source>The name your friends will see</source>
            <translation>Il nome che vedranno i tuoi amici</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Il tuo &amp;nome:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Giocatori:</translation>
        </message>
        <message>
            <source>Seat &amp;{0}:</source>
            <translation>Posto &amp;{0}:</translation>
        </message>
        <message>
            <source>C&amp;lock:</source>
            <translation>Oro&amp;logio:</translation>
        </message>
    </context>
    <context>
        <name>SecondCopyDialog</name>
        <message>
            <source>Already open</source>
            <translation>Già aperto</translation>
        </message>
        <message>
            <source>San Francisco is already open in another window.</source>
            <translation>San Francisco è già aperto in un'altra finestra.</translation>
        </message>
        <message>
            <source>This window will not save its game on its own: when you close it, its game is lost unless you save it with Game ▸ Save As. Your games are kept by the other window.</source>
            <translation>Questa finestra non salverà da sola la sua partita: chiudendola, la partita va persa se non la salvi con Partita ▸ Salva con nome. Le tue partite le conserva l'altra finestra.</translation>
        </message>
        <message>
            <source>&amp;Close this window</source>
            <translation>&amp;Chiudi questa finestra</translation>
        </message>
        <message>
            <source>&amp;Play without saving</source>
            <translation>&amp;Gioca senza salvare</translation>
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <source>Games cannot be saved automatically: the folder “{0}” cannot be made ({1}).</source>
            <translation>Le partite non si possono salvare automaticamente: impossibile creare la cartella «{0}» ({1}).</translation>
        </message>
        <message>
            <source>San Francisco is already open in another window: this one does not save its game on its own.</source>
            <translation>San Francisco è già aperto in un'altra finestra: questa non salva la partita da sola.</translation>
        </message>
        <message>
            <source>Games cannot be saved automatically: the folder “{0}” cannot be written. Use Game ▸ Save As to keep this game elsewhere.</source>
            <translation>Le partite non si possono salvare automaticamente: impossibile scrivere nella cartella «{0}». Usa Partita ▸ Salva con nome per conservare questa partita altrove.</translation>
        </message>
        <message>
            <source>The unfinished game could not be put aside: {0}.</source>
            <translation>Non è stato possibile mettere da parte la partita non finita: {0}.</translation>
        </message>
        <message>
            <source>A new game starts.</source>
            <translation>Inizia una nuova partita.</translation>
        </message>
        <message>
            <source>A saved game was damaged</source>
            <translation>Una partita salvata era danneggiata</translation>
        </message>
        <message>
            <source>Reconnecting to your online game…</source>
            <translation>Ricollegamento alla tua partita online…</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <source>{0} VP</source>
            <translation>{0} PV</translation>
        </message>
        <message>
            <source>If the game ended now: each district's total, the cable cars and the other points of each player. A gold plate marks who leads and what that is worth.</source>
            <translation>Se la partita finisse ora: il totale di ogni quartiere, i tram e gli altri punti di ogni giocatore. Una targhetta dorata indica chi è in testa e quanto vale.</translation>
        </message>
        <message>
            <source>Cable cars</source>
            <translation>Tram</translation>
        </message>
        <message>
            <source>Skyscrapers</source>
            <translation>Grattacieli</translation>
        </message>
        <message>
            <source>Medal, tokens</source>
            <translation>Medaglia, segnalini</translation>
        </message>
        <message>
            <source>Final score</source>
            <translation>Punteggio finale</translation>
        </message>
        <message>
            <source>If the game ended now</source>
            <translation>Se la partita finisse ora</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totale</translation>
        </message>
    </context>
    <context>
        <name>Stats</name>
        <message>
            <source>Random</source>
            <translation>Casuale</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Greedy</source>
            <translation>Avida</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Media</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Esperta</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Persone</translation>
        </message>
        <message>
            <source>Friends online</source>
            <translation>Amici online</translation>
        </message>
        <message>
            <source>Your rating from your games against the AI: {0} ± {1}, on the levels' scale ({2}).</source>
            <translation>Il tuo punteggio dalle partite contro l'IA: {0} ± {1}, sulla stessa scala dei livelli ({2}).</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Giocate</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vinte</translation>
        </message>
        <message>
            <source>Shared</source>
            <translation>Condivise</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perse</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>% vittorie</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Migliore</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Media</translation>
        </message>
        <message>
            <source>{0}: {1}</source>
            <comment>a column's name: a cell</comment>
            <translation>{0}: {1}</translation>
        </message>
    </context>
    <context>
        <name>StatsDialog</name>
        <message>
            <source>Statistics</source>
            <translation>Statistiche</translation>
        </message>
        <message>
            <source>No finished games yet. Play a game to the end and it will be counted here.</source>
            <translation>Ancora nessuna partita finita. Gioca una partita fino alla fine e verrà contata qui.</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Avversari</translation>
        </message>
        <message>
            <source>By opponents’ level</source>
            <translation>Per livello degli avversari</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Giocatori</translation>
        </message>
        <message>
            <source>By number of players</source>
            <translation>Per numero di giocatori</translation>
        </message>
        <message>
            <source>A shared victory (equal points and equal cable cars) counts as a win in the win rate.</source>
            <translation>Una vittoria condivisa (stessi punti e stessi tram) conta come vittoria nella percentuale di vittorie.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished games are not counted: no single person played in them, or they could not be read.</source>
            <translation>
                <numerusform>%n partita finita non è contata: non l'ha giocata una sola persona, o non si è potuta leggere.</numerusform>
                <numerusform>%n partite finite non sono contate: non le ha giocate una sola persona, o non si sono potute leggere.</numerusform>
            </translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Partite concluse</translation>
        </message>
        <message>
            <source>&amp;Watch and review</source>
            <translation>&amp;Guarda e analizza</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Tutte le partite</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Partite giocate</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vinte</translation>
        </message>
        <message>
            <source>Shared victories</source>
            <translation>Vittorie condivise</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perse</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Percentuale di vittorie</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Punteggio migliore</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Punteggio medio</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>Draw the top card (D)</source>
            <translation>Pesca la carta in cima (D)</translation>
        </message>
        <message>
            <source>Put the drawn card here ({0})</source>
            <translation>Metti qui la carta pescata ({0})</translation>
        </message>
        <message>
            <source>Take this column ({0})</source>
            <translation>Prendi questa colonna ({0})</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fatto</translation>
        </message>
        <message>
            <source>Done ({0})</source>
            <translation>Fatto ({0})</translation>
        </message>
        <message>
            <source>End your turn (S)</source>
            <translation>Chiudi il turno (S)</translation>
        </message>
        <message>
            <source>Stop placing: the cards left go to the box (S)</source>
            <translation>Smetti di collocare: le carte rimaste vanno nella scatola (S)</translation>
        </message>
        <message numerus="yes">
            <source>Discard %n contracts</source>
            <translation>
                <numerusform>Scarta %n contratto</numerusform>
                <numerusform>Scarta %n contratti</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Spend your token: discard %n of your contracts</source>
            <translation>
                <numerusform>Usa il segnalino: scarta %n dei tuoi contratti</numerusform>
                <numerusform>Usa il segnalino: scarta %n dei tuoi contratti</numerusform>
            </translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Registro della partita</translation>
        </message>
        <message>
            <source>Master builder’s medal: 1 VP. It goes to the first player with a skyscraper, then to anyone with strictly more.</source>
            <translation>Medaglia del maestro costruttore: 1 PV. Va al primo giocatore con un grattacielo, poi a chi ne ha strettamente di più.</translation>
        </message>
        <message>
            <source>Cards taken from a column wait here until they are placed.</source>
            <translation>Le carte prese da una colonna aspettano qui finché non vengono collocate.</translation>
        </message>
        <message>
            <source>Taken cards wait here.</source>
            <translation>Le carte prese attendono qui.</translation>
        </message>
        <message>
            <source>Drawn card</source>
            <translation>Carta pescata</translation>
        </message>
        <message>
            <source>choose its column</source>
            <translation>scegli la sua colonna</translation>
        </message>
        <message>
            <source>Taken cards · {0}</source>
            <translation>Carte prese · {0}</translation>
        </message>
        <message>
            <source>{0}: total value {1}; {2}; {3}.</source>
            <translation>{0}: valore totale {1}; {2}; {3}.</translation>
        </message>
        <message>
            <source>its bonus is used</source>
            <translation>il suo bonus è già stato usato</translation>
        </message>
        <message>
            <source>two bonus symbols here earn the {0} (or a tracks token)</source>
            <translation>due simboli bonus qui fanno ottenere: {0} (o un segnalino binari)</translation>
        </message>
        <message>
            <source>you hold its completion token</source>
            <translation>hai il suo segnalino completamento</translation>
        </message>
        <message>
            <source>filling it first earns its completion token (1 VP)</source>
            <translation>riempirla per primo fa ottenere il suo segnalino completamento (1 PV)</translation>
        </message>
        <message>
            <source>its completion token is gone</source>
            <translation>il suo segnalino completamento non c'è più</translation>
        </message>
    </context>
    <context>
        <name>Titles</name>
        <message>
            <source> vs </source>
            <translation> contro </translation>
        </message>
        <message>
            <source>Turn {0}, unfinished</source>
            <translation>Turno {0}, non finita</translation>
        </message>
        <message>
            <source>Shared victory with {0} VP</source>
            <translation>Vittoria condivisa con {0} PV</translation>
        </message>
        <message>
            <source>You won with {0} VP</source>
            <translation>Hai vinto con {0} PV</translation>
        </message>
        <message>
            <source>{0} won with {1} VP</source>
            <translation>Ha vinto {0} con {1} PV</translation>
        </message>
    </context>
    <context>
        <name>Trouble</name>
        <message>
            <source>the AI's helper process stopped twice; try again, and see the app's log if it goes on</source>
            <translation>il processo ausiliario dell'IA si è fermato due volte; riprova e, se succede ancora, guarda il registro dell'applicazione</translation>
        </message>
        <message>
            <source>the AI ran into a problem it could not get past; the app's log tells more</source>
            <translation>l'IA ha incontrato un problema che non ha potuto superare; il registro dell'applicazione dice di più</translation>
        </message>
        <message>
            <source>The save file “{0}” is damaged.</source>
            <translation>Il file di salvataggio «{0}» è danneggiato.</translation>
        </message>
        <message>
            <source>The save file “{0}” was written by a newer version of SF Desktop.</source>
            <translation>Il file di salvataggio «{0}» è stato scritto da una versione più recente di SF Desktop.</translation>
        </message>
        <message>
            <source>The save file “{0}” cannot be read.</source>
            <translation>Impossibile leggere il file di salvataggio «{0}».</translation>
        </message>
        <message>
            <source>The save file “{0}” cannot be used.</source>
            <translation>Impossibile usare il file di salvataggio «{0}».</translation>
        </message>
        <message>
            <source>it ends too early (the file was cut short)</source>
            <translation>finisce troppo presto (il file è stato troncato)</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>è vuoto</translation>
        </message>
        <message>
            <source>the checksum does not match the contents (the file was changed or cut)</source>
            <translation>il suo checksum non corrisponde al contenuto (il file è stato modificato o troncato)</translation>
        </message>
        <message>
            <source>it is not there any more (moved or deleted?)</source>
            <translation>non è più lì (spostato o eliminato?)</translation>
        </message>
        <message>
            <source>there is no permission to read it</source>
            <translation>non c'è il permesso di leggerlo</translation>
        </message>
        <message>
            <source>The save file “{0}” is damaged: {1}.</source>
            <translation>Il file di salvataggio «{0}» è danneggiato: {1}.</translation>
        </message>
        <message>
            <source>The save file “{0}” cannot be read: {1}.</source>
            <translation>Impossibile leggere il file di salvataggio «{0}»: {1}.</translation>
        </message>
        <message>
            <source>Detail: {0}</source>
            <translation>Dettaglio: {0}</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>il disco è pieno</translation>
        </message>
        <message>
            <source>there is no permission to write there</source>
            <translation>non c'è il permesso di scrivere lì</translation>
        </message>
        <message>
            <source>the disk can only be read</source>
            <translation>il disco è di sola lettura</translation>
        </message>
        <message>
            <source>the folder is not there</source>
            <translation>la cartella non esiste</translation>
        </message>
        <message>
            <source>the name is too long</source>
            <translation>il nome è troppo lungo</translation>
        </message>
        <message>
            <source>the disk space allowed to you is used up</source>
            <translation>lo spazio su disco assegnato a te è esaurito</translation>
        </message>
    </context>
    <context>
        <name>UndoRedo</name>
        <message>
            <source>No undo in online games: a move is final once the server has it</source>
            <translation>Nelle partite online non si annulla: una mossa è definitiva quando il server l’ha ricevuta</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Ripeti</translation>
        </message>
        <message>
            <source>Undo and redo</source>
            <translation>Annulla e ripeti</translation>
        </message>
        <message>
            <source>Decision taken back.</source>
            <translation>Decisione annullata.</translation>
        </message>
        <message>
            <source>Decision made again.</source>
            <translation>Decisione ripetuta.</translation>
        </message>
        <message>
            <source>Take back your last decision</source>
            <translation>Annulla la tua ultima decisione</translation>
        </message>
        <message>
            <source>Nothing to take back yet: no decision of yours in this game so far</source>
            <translation>Ancora niente da annullare: finora non hai preso nessuna decisione in questa partita</translation>
        </message>
        <message>
            <source>A card was drawn after your last decision: what it is cannot be forgotten, so undo stops there</source>
            <translation>Dopo la tua ultima decisione è stata pescata una carta: quale sia non si può dimenticare, quindi l'annullamento si ferma lì</translation>
        </message>
        <message>
            <source>The game is over and its result kept</source>
            <translation>La partita è finita e il suo risultato è stato conservato</translation>
        </message>
        <message>
            <source>Make the decision you took back again</source>
            <translation>Ripeti la decisione che hai annullato</translation>
        </message>
    </context>
    <context>
        <name>Unfinished</name>
        <message>
            <source>turn {0}</source>
            <translation>turno {0}</translation>
        </message>
        <message>
            <source>No unfinished games</source>
            <translation>Nessuna partita non finita</translation>
        </message>
    </context>
    <context>
        <name>Unsaved</name>
        <message>
            <source>Save the game in progress before starting a new one?</source>
            <translation>Salvare la partita in corso prima di iniziarne un'altra?</translation>
        </message>
        <message>
            <source>Save the game in progress before opening another?</source>
            <translation>Salvare la partita in corso prima di aprirne un'altra?</translation>
        </message>
        <message>
            <source>Save the game in progress before the rematch?</source>
            <translation>Salvare la partita in corso prima della rivincita?</translation>
        </message>
        <message>
            <source>Save the game in progress before playing on from the replay?</source>
            <translation>Salvare la partita in corso prima di continuare a giocare dal replay?</translation>
        </message>
        <message>
            <source>Save the game in progress before quitting?</source>
            <translation>Salvare la partita in corso prima di uscire?</translation>
        </message>
        <message>
            <source>This window does not save games on its own: if you do not save it, the game is lost.</source>
            <translation>Questa finestra non salva le partite da sola: se non la salvi, la partita va persa.</translation>
        </message>
        <message>
            <source>If you do not save it in a file, it is offered for resuming the next time you start San Francisco.</source>
            <translation>Se non la salvi in un file, ti verrà proposto di riprenderla la prossima volta che apri San Francisco.</translation>
        </message>
        <message>
            <source>If you do not save it in a file, you can still go back to it from Game ▸ Unfinished games.</source>
            <translation>Se non la salvi in un file, potrai tornarci da Partita ▸ Partite non finite.</translation>
        </message>
        <message>
            <source>Game in progress</source>
            <translation>Partita in corso</translation>
        </message>
        <message>
            <source>&amp;Don't save</source>
            <translation>&amp;Non salvare</translation>
        </message>
    </context>
    <context>
        <name>WelcomeLine</name>
        <message>
            <source>F1 shows the rules; Help ▸ Guided first game explains as you play.</source>
            <translation>F1 mostra le regole; Aiuto ▸ Partita guidata spiega il gioco mentre giochi.</translation>
        </message>
        <message>
            <source>Welcome to San Francisco.</source>
            <translation>Benvenuto a San Francisco.</translation>
        </message>
    </context>
    <context>
        <name>WelcomePanel</name>
        <message>
            <source>Welcome to San Francisco</source>
            <translation>Benvenuto a San Francisco</translation>
        </message>
        <message>
            <source>Plan a city of five districts, link it with cable cars and raise skyscrapers. Choose your first game:</source>
            <translation>Progetta una città di cinque quartieri, collegala con le funivie e innalza grattacieli. Scegli la tua prima partita:</translation>
        </message>
        <message>
            <source>&amp;Opponents:</source>
            <translation>Avv&amp;ersari:</translation>
        </message>
        <message>
            <source>AI &amp;level:</source>
            <translation>&amp;Livello dell'IA:</translation>
        </message>
        <message>
            <source>One AI</source>
            <translation>Un'IA</translation>
        </message>
        <message>
            <source>Two AIs</source>
            <translation>Due IA</translation>
        </message>
        <message>
            <source>Three AIs</source>
            <translation>Tre IA</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Media</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Esperta</translation>
        </message>
        <message>
            <source>Guided first game</source>
            <translation>Partita guidata</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Gioca</translation>
        </message>
        <message>
            <source>Other games…</source>
            <translation>Altre partite…</translation>
        </message>
        <message>
            <source>Friends at this screen, up to four players, names, a seed to replay a deal.</source>
            <translation>Amici davanti a questo schermo, fino a quattro giocatori, nomi, un seme per rigiocare una distribuzione.</translation>
        </message>
        <message>
            <source>Open a saved game…</source>
            <translation>Apri una partita salvata…</translation>
        </message>
        <message>
            <source>Play a friend online…</source>
            <translation>Gioca con un amico online…</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <source>Your rating is {0} ± {1}: {2} should give you even games.</source>
            <translation>Il tuo punteggio è {0} ± {1}: con {2} le partite dovrebbero essere equilibrate.</translation>
        </message>
        <message>
            <source>You against {0}.</source>
            <translation>Tu contro {0}.</translation>
        </message>
        <message>
            <source>Each rule is explained the first time it matters.</source>
            <translation>Ogni regola è spiegata la prima volta che conta.</translation>
        </message>
        <message>
            <source>{0} and {1}</source>
            <translation>{0} e {1}</translation>
        </message>
    </context>
    <context>
        <name>WinChanceChart</name>
        <message>
            <source>Chance to win over the game</source>
            <translation>Probabilità di vittoria nel corso della partita</translation>
        </message>
        <message>
            <source>Chance to win, turn by turn</source>
            <translation>Probabilità di vittoria per turno</translation>
        </message>
        <message>
            <source>Chance to win</source>
            <translation>Probabilità di vittoria</translation>
        </message>
        <message>
            <source>{0}%</source>
            <translation>{0}%</translation>
        </message>
    </context>
</TS>
