<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>About</name>
        <message>
            <source>About San Francisco Desktop</source>
            <translation>Acerca de San Francisco Desktop</translation>
        </message>
        <message>
            <source>&lt;h3&gt;San Francisco Desktop {0}&lt;/h3&gt;&lt;p&gt;A digital edition of the board game &lt;i&gt;San Francisco&lt;/i&gt; by Reiner Knizia (2022): plan districts, lay cable car networks and raise skyscrapers against AI opponents or friends at the same screen.&lt;/p&gt;&lt;p&gt;Card art, icons and rules text are this project's own.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;San Francisco Desktop {0}&lt;/h3&gt;&lt;p&gt;Una edición digital del juego de mesa &lt;i&gt;San Francisco&lt;/i&gt; de Reiner Knizia (2022): planifica distritos, tiende redes de tranvías y levanta rascacielos contra rivales de la IA o con amigos en la misma pantalla.&lt;/p&gt;&lt;p&gt;Las ilustraciones de las cartas, los iconos y el texto de las reglas son propios de este proyecto.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>Access</name>
        <message>
            <source>{0}, link</source>
            <translation>{0}, enlace</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Mesa</translation>
        </message>
        <message>
            <source>Tab goes to what you may use, the arrow keys go over everything, Enter uses it. D draws a card, 1 to 3 choose a column, S ends your turn, H suggests a move, R reads the standings.</source>
            <translation>Tab lleva a lo que puedes usar, las flechas recorren todo, Intro lo usa. D roba una carta, de 1 a 3 eligen una columna, S termina tu turno, H sugiere una jugada, R lee la clasificación.</translation>
        </message>
        <message>
            <source>The arrow keys go through the game: Left and Right one action back or on, Up and Down one turn; Home and End go to its start and end, Space plays it on by itself. Tab goes to the replay's controls.</source>
            <translation>Las flechas recorren la partida: Izquierda y Derecha, una acción atrás o adelante; Arriba y Abajo, un turno; Inicio y Fin van al principio y al final, y Espacio la reproduce sola. Tab va a los controles de la repetición.</translation>
        </message>
        <message>
            <source>Project board</source>
            <translation>Tablero de Proyectos</translation>
        </message>
        <message>
            <source>Deck: empty</source>
            <translation>Mazo: vacío</translation>
        </message>
        <message numerus="yes">
            <source>Deck: %n cards left</source>
            <translation>
                <numerusform>Mazo: queda %n carta</numerusform>
                <numerusform>Mazo: quedan %n cartas</numerusform>
            </translation>
        </message>
        <message>
            <source>a black {0} (any row)</source>
            <translation>una carta negra de {0} (cualquier fila)</translation>
        </message>
        <message>
            <source>a {0} {1} ({2})</source>
            <translation>una carta de {0} de {1} ({2})</translation>
        </message>
        <message>
            <source>{0}: colour {1}</source>
            <translation>{0}: color {1}</translation>
        </message>
        <message>
            <source>Black cards: any row</source>
            <translation>Cartas negras: cualquier fila</translation>
        </message>
        <message>
            <source>carrying a foundation token</source>
            <translation>con una ficha de Cimientos encima</translation>
        </message>
        <message>
            <source>Drawn card: {0}</source>
            <translation>Carta robada: {0}</translation>
        </message>
        <message>
            <source>Foundation tokens: none left</source>
            <translation>Fichas de Cimientos: no queda ninguna</translation>
        </message>
        <message numerus="yes">
            <source>Foundation tokens: %n left</source>
            <translation>
                <numerusform>Fichas de Cimientos: queda %n</numerusform>
                <numerusform>Fichas de Cimientos: quedan %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Column {0}: empty</source>
            <translation>Columna {0}: vacía</translation>
        </message>
        <message numerus="yes">
            <source>Column {0}: %n cards</source>
            <translation>
                <numerusform>Columna {0}: %n carta</numerusform>
                <numerusform>Columna {0}: %n cartas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Box: %n discarded cards</source>
            <translation>
                <numerusform>Caja: %n carta descartada</numerusform>
                <numerusform>Caja: %n cartas descartadas</numerusform>
            </translation>
        </message>
        <message>
            <source>Taken cards: none</source>
            <translation>Cartas tomadas: ninguna</translation>
        </message>
        <message numerus="yes">
            <source>Your taken cards: %n</source>
            <translation>
                <numerusform>Tus cartas tomadas: %n</numerusform>
                <numerusform>Tus cartas tomadas: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Taken cards of {0}: %n</source>
            <translation>
                <numerusform>Cartas tomadas por {0}: %n</numerusform>
                <numerusform>Cartas tomadas por {0}: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>No row has room for it.</source>
            <translation>Ninguna fila tiene sitio para ella.</translation>
        </message>
        <message>
            <source>Key {0}, then the row: {1}</source>
            <translation>Tecla {0} y después la fila: {1}</translation>
        </message>
        <message>
            <source>{0}, selected</source>
            <translation>{0}, seleccionada</translation>
        </message>
        <message>
            <source>Now choose its row: {0}.</source>
            <translation>Ahora elige su fila: {0}.</translation>
        </message>
        <message>
            <source>Put {0} here (key {1}).</source>
            <translation>Pon {0} aquí (tecla {1}).</translation>
        </message>
        <message>
            <source>Put {0} on this card.</source>
            <translation>Pon {0} sobre esta carta.</translation>
        </message>
        <message>
            <source>Bonus waiting for its place: {0}</source>
            <translation>Bonificación a la espera de su sitio: {0}</translation>
        </message>
        <message>
            <source>Your city</source>
            <translation>Tu ciudad</translation>
        </message>
        <message>
            <source>{0}’s city</source>
            <translation>La ciudad de {0}</translation>
        </message>
        <message>
            <source>to move</source>
            <translation>de turno</translation>
        </message>
        <message>
            <source>leading</source>
            <translation>en cabeza</translation>
        </message>
        <message numerus="yes">
            <source>%n contracts</source>
            <translation>
                <numerusform>%n Contrato</numerusform>
                <numerusform>%n Contratos</numerusform>
            </translation>
        </message>
        <message>
            <source>{0}: {1} VP</source>
            <translation>{0}: {1} PV</translation>
        </message>
        <message>
            <source>black {0}</source>
            <translation>negra de {0}</translation>
        </message>
        <message>
            <source>a foundation token, {0} of the {1} its skyscraper needs</source>
            <translation>una ficha de Cimientos, {0} de los {1} que pide su rascacielos</translation>
        </message>
        <message>
            <source>a tracks token</source>
            <translation>una ficha de vías</translation>
        </message>
        <message>
            <source>a +2 token</source>
            <translation>una ficha +2</translation>
        </message>
        <message>
            <source>a foundation token</source>
            <translation>una ficha de Cimientos</translation>
        </message>
        <message>
            <source>a skyscraper</source>
            <translation>un Rascacielos</translation>
        </message>
        <message>
            <source>a cable car</source>
            <translation>un Tranvía</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vacía</translation>
        </message>
        <message>
            <source>{0}, your row: {1}</source>
            <translation>{0}, tu fila: {1}</translation>
        </message>
        <message>
            <source>{0}, {1}’s row: {2}</source>
            <translation>{0}, fila de {1}: {2}</translation>
        </message>
        <message>
            <source>total {0}</source>
            <translation>total {0}</translation>
        </message>
        <message>
            <source>Scoring board</source>
            <translation>Tablero de Puntuación</translation>
        </message>
        <message>
            <source>Master builder’s medal: nobody holds it yet</source>
            <translation>Medalla de Especialista de obras: aún no la tiene nadie</translation>
        </message>
        <message>
            <source>Master builder’s medal: you hold it</source>
            <translation>Medalla de Especialista de obras: la tienes tú</translation>
        </message>
        <message>
            <source>Master builder’s medal: {0} holds it</source>
            <translation>Medalla de Especialista de obras: la tiene {0}</translation>
        </message>
        <message>
            <source>none left</source>
            <translation>no queda ninguna</translation>
        </message>
        <message>
            <source>{0} {1} VP</source>
            <translation>{0} {1} PV</translation>
        </message>
        <message>
            <source>you lead</source>
            <translation>vas en cabeza</translation>
        </message>
        <message>
            <source>{0} leads</source>
            <translation>{0} va en cabeza</translation>
        </message>
        <message>
            <source>+{0} VP</source>
            <translation>+{0} PV</translation>
        </message>
        <message>
            <source>{0} is in {1}: total {2}.</source>
            <translation>{0} está en {1}: total {2}.</translation>
        </message>
        <message>
            <source>{0} is playing.</source>
            <translation>{0} está jugando.</translation>
        </message>
        <message>
            <source>D draws</source>
            <translation>D roba</translation>
        </message>
        <message>
            <source>columns you may take: {0}</source>
            <translation>columnas que puedes tomar: {0}</translation>
        </message>
        <message>
            <source>Keys 1 to 3</source>
            <translation>Teclas de 1 a 3</translation>
        </message>
        <message>
            <source>A card's key, then its row's key; S ends the turn, the rest go to the box</source>
            <translation>La tecla de una carta, luego la de su fila; S termina el turno, las demás van a la caja</translation>
        </message>
        <message>
            <source>Its key chooses a bonus</source>
            <translation>Su tecla elige una bonificación</translation>
        </message>
        <message>
            <source>A row's key places it</source>
            <translation>La tecla de una fila la coloca</translation>
        </message>
        <message>
            <source>Tab to a card of your city, then Enter</source>
            <translation>Tab hasta una carta de tu ciudad, luego Intro</translation>
        </message>
        <message>
            <source>Taken: {0}.</source>
            <translation>Tomadas: {0}.</translation>
        </message>
        <message>
            <source>Guide: {0}. {1}</source>
            <translation>Guía: {0}. {1}</translation>
        </message>
    </context>
    <context>
        <name>Banners</name>
        <message>
            <source>{0}’s turn</source>
            <translation>Turno de {0}</translation>
        </message>
        <message>
            <source>Your city is now shown large.</source>
            <translation>Ahora se muestra tu ciudad en grande.</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>{0}: {1} VP, the final score</source>
            <translation>{0}: {1} PV, la puntuación final</translation>
        </message>
        <message>
            <source>{0}: about {1} VP if the game ended now</source>
            <translation>{0}: unos {1} PV si la partida acabara ahora</translation>
        </message>
        <message>
            <source>Not counted yet: {0} VP from ties that only turn order decides, where nobody tied has anything yet</source>
            <translation>Aún sin contar: {0} PV de empates que solo decide el orden de turno, donde ningún empatado tiene nada todavía</translation>
        </message>
        <message>
            <source>Shares the points of places tied on everything with other players: only turn order would part them at the end</source>
            <translation>Comparte los puntos de los puestos en los que empata en todo con otros jugadores: solo el orden de turno los separaría al final</translation>
        </message>
        <message numerus="yes">
            <source>%n contracts: a column must hold more cards than that to be taken</source>
            <translation>
                <numerusform>%n Contrato: para tomar una columna, esta debe tener más cartas</numerusform>
                <numerusform>%n Contratos: para tomar una columna, esta debe tener más cartas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cable cars</source>
            <translation>
                <numerusform>%n tranvía</numerusform>
                <numerusform>%n tranvías</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n skyscrapers</source>
            <translation>
                <numerusform>%n rascacielos</numerusform>
                <numerusform>%n rascacielos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tokens of 1.5 VP</source>
            <translation>
                <numerusform>%n ficha de 1,5 PV</numerusform>
                <numerusform>%n fichas de 1,5 PV</numerusform>
            </translation>
        </message>
        <message>
            <source>a token to discard up to 2 contracts on a turn</source>
            <translation>una ficha para descartar hasta 2 Contratos en un turno</translation>
        </message>
        <message>
            <source>completed first: {0}</source>
            <translation>finalizado antes que nadie: {0}</translation>
        </message>
        <message>
            <source>Σ {0}</source>
            <translation>Σ {0}</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>piensa</translation>
        </message>
        <message>
            <source>≈ {0} VP</source>
            <translation>≈ {0} PV</translation>
        </message>
        <message>
            <source>empty column</source>
            <translation>columna vacía</translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n cartas</numerusform>
            </translation>
        </message>
        <message>
            <source>Foundation tokens: one goes on each drawn foundation card while they last. The game ends when the last one is placed.</source>
            <translation>Fichas de Cimientos: va una en cada carta de Cimientos robada mientras queden. La partida termina cuando se pone la última.</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Descartar</translation>
        </message>
        <message>
            <source>box: {0}</source>
            <translation>caja: {0}</translation>
        </message>
        <message>
            <source>The scoring board: the medal's place, the skyscrapers left, the district completion tokens, the bonus supply and the advantage points by rank.</source>
            <translation>El tablero de Puntuación: el sitio de la medalla, los Rascacielos que quedan, las fichas de Distrito finalizado, la reserva de Bonificaciones y los puntos de Ventaja por puesto.</translation>
        </message>
        <message>
            <source>Districts: {0}</source>
            <translation>Distritos: {0}</translation>
        </message>
        <message>
            <source>Cable cars: {0}</source>
            <translation>Tranvías: {0}</translation>
        </message>
        <message>
            <source>Skyscrapers left: {0}</source>
            <translation>Rascacielos restantes: {0}</translation>
        </message>
        <message>
            <source>District completion (1 VP)</source>
            <translation>Distrito finalizado (1 PV)</translation>
        </message>
        <message>
            <source>Bonus supply</source>
            <translation>Reserva de Bonificaciones</translation>
        </message>
        <message>
            <source>Advantage by rank</source>
            <translation>Ventaja por puesto</translation>
        </message>
    </context>
    <context>
        <name>ChartDialog</name>
        <message>
            <source>Score over the game</source>
            <translation>Puntos a lo largo de la partida</translation>
        </message>
    </context>
    <context>
        <name>CopyLine</name>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Copy {0}</source>
            <translation>Copiar {0}</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copiado</translation>
        </message>
    </context>
    <context>
        <name>CreatePage</name>
        <message>
            <source>This computer runs the game while it lasts: keep the app open (or come back to it) until the game ends. Friends on this network find it in their Join list; for friends elsewhere the app asks your router to open a port, and says how that went.</source>
            <translation>Este ordenador lleva la partida mientras dure: deja la aplicación abierta (o vuelve a ella) hasta que termine. Los amigos de esta red la ven en su lista de Unirse; para los amigos de fuera, la aplicación pide a tu router que abra un puerto y te dice cómo ha ido.</translation>
        </message>
        <message>
            <source>A game server someone runs for a group of friends keeps the game even when this computer is off. Type the address its owner gave you, such as wss://games.example.org.</source>
            <translation>Un servidor de partidas que alguien mantiene para un grupo de amigos guarda la partida aunque este ordenador esté apagado. Escribe la dirección que te dio quien lo lleva, como wss://games.example.org.</translation>
        </message>
        <message>
            <source>Server &amp;address:</source>
            <translation>&amp;Dirección del servidor:</translation>
        </message>
        <message>
            <source>&amp;Create the game</source>
            <translation>&amp;Crear la partida</translation>
        </message>
        <message>
            <source>Type the name your friends will see.</source>
            <translation>Escribe el nombre que verán tus amigos.</translation>
        </message>
        <message>
            <source>Type the server's address.</source>
            <translation>Escribe la dirección del servidor.</translation>
        </message>
        <message>
            <source>Make at least one seat a friend's: a game against the AI alone is a new game.</source>
            <translation>Da al menos un asiento a un amigo: una partida solo contra la IA es una partida nueva.</translation>
        </message>
        <message>
            <source>The game is on the table. It starts when every friend has joined.</source>
            <translation>La partida está en la mesa. Empieza cuando se hayan unido todos los amigos.</translation>
        </message>
    </context>
    <context>
        <name>FileActions</name>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Abrir…</translation>
        </message>
        <message>
            <source>Continue a game saved in a file</source>
            <translation>Continuar una partida guardada en un archivo</translation>
        </message>
        <message>
            <source>Open R&amp;ecent</source>
            <translation>Abrir rec&amp;iente</translation>
        </message>
        <message>
            <source>&amp;Unfinished games</source>
            <translation>Partidas sin &amp;terminar</translation>
        </message>
        <message>
            <source>Go back to a game left before its end</source>
            <translation>Volver a una partida dejada antes de su final</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Guardar</translation>
        </message>
        <message>
            <source>Save this game to its file</source>
            <translation>Guardar esta partida en su archivo</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Guardar c&amp;omo…</translation>
        </message>
        <message>
            <source>Save this game to a new file</source>
            <translation>Guardar esta partida en un archivo nuevo</translation>
        </message>
        <message>
            <source>The game could not be saved automatically: {0}. Use Game ▸ Save As to keep it.</source>
            <translation>La partida no se pudo guardar automáticamente: {0}. Usa Partida ▸ Guardar como para conservarla.</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Guardar partida</translation>
        </message>
        <message>
            <source>there is a folder or another non-file of that name</source>
            <translation>ya hay una carpeta u otra cosa que no es un archivo con ese nombre</translation>
        </message>
        <message>
            <source>Cannot save the game</source>
            <translation>No se puede guardar la partida</translation>
        </message>
        <message>
            <source>The game could not be saved to “{0}”: {1}.</source>
            <translation>La partida no se pudo guardar en «{0}»: {1}.</translation>
        </message>
        <message>
            <source>Saved to “{0}”.</source>
            <translation>Guardada en «{0}».</translation>
        </message>
        <message>
            <source>San Francisco</source>
            <translation>San Francisco</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Abrir partida</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Opened “{0}”.</source>
            <translation>Se abrió «{0}».</translation>
        </message>
        <message>
            <source>Game resumed.</source>
            <translation>Partida reanudada.</translation>
        </message>
        <message>
            <source>It was renamed “{0}” so that nothing is lost.</source>
            <translation>Se le cambió el nombre a «{0}» para que no se pierda nada.</translation>
        </message>
        <message>
            <source>The game on the table goes on as it was.</source>
            <translation>La partida de la mesa sigue como estaba.</translation>
        </message>
        <message>
            <source>Cannot open the game</source>
            <translation>No se puede abrir la partida</translation>
        </message>
        <message>
            <source>A backup saved on {0} exists. Open the backup instead?</source>
            <translation>Hay una copia de seguridad guardada el {0}. ¿Abrir la copia en su lugar?</translation>
        </message>
        <message>
            <source>No recent games</source>
            <translation>No hay partidas recientes</translation>
        </message>
        <message>
            <source>&amp;Clear the list</source>
            <translation>&amp;Vaciar la lista</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>San Francisco games (*{0})</source>
            <translation>Partidas de San Francisco (*{0})</translation>
        </message>
    </context>
    <context>
        <name>GameModel</name>
        <message>
            <source>{0}’s seat names a player this app does not have ({1}); a person plays it.</source>
            <translation>El asiento de {0} indica un jugador que esta aplicación no tiene ({1}); lo ocupa una persona.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <source>The AI level “{0}” is not available ({1}); a random player takes the seat.</source>
            <translation>El nivel de IA «{0}» no está disponible ({1}); ocupa el asiento un jugador al azar.</translation>
        </message>
        <message>
            <source>{0} made an invalid move ({1}); a random legal move is played.</source>
            <translation>{0} hizo una jugada no válida ({1}); se juega una jugada válida al azar.</translation>
        </message>
        <message>
            <source>It is not a person's turn.</source>
            <translation>No es el turno de una persona.</translation>
        </message>
        <message>
            <source>there are no suggestions in games with friends online</source>
            <translation>no hay sugerencias en las partidas con amigos en línea</translation>
        </message>
        <message>
            <source>The AI's helper process stopped; the AI now thinks in the window itself, which may be slower.</source>
            <translation>El proceso auxiliar de la IA se detuvo; ahora la IA piensa en la propia ventana, lo que puede ser más lento.</translation>
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
            <translation> y </translation>
        </message>
        <message>
            <source>Waterfront</source>
            <translation>Puerto</translation>
        </message>
        <message>
            <source>Financial</source>
            <translation>Financiero</translation>
        </message>
        <message>
            <source>Chinatown</source>
            <translation>Chinatown</translation>
        </message>
        <message>
            <source>Mission</source>
            <translation>Misión</translation>
        </message>
        <message>
            <source>Parks</source>
            <translation>Parques</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>azul</translation>
        </message>
        <message>
            <source>gray</source>
            <translation>gris</translation>
        </message>
        <message>
            <source>orange</source>
            <translation>naranja</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>amarilla</translation>
        </message>
        <message>
            <source>green</source>
            <translation>verde</translation>
        </message>
        <message>
            <source>black</source>
            <translation>negra</translation>
        </message>
        <message>
            <source>depot</source>
            <translation>cochera</translation>
        </message>
        <message>
            <source>tracks</source>
            <translation>vías</translation>
        </message>
        <message>
            <source>city square</source>
            <translation>Plaza</translation>
        </message>
        <message>
            <source>foundation</source>
            <translation>Cimientos</translation>
        </message>
        <message>
            <source>seaside</source>
            <translation>costa</translation>
        </message>
        <message>
            <source>bonus symbol</source>
            <translation>símbolo de Bonificación</translation>
        </message>
        <message>
            <source>a depot</source>
            <translation>una cochera</translation>
        </message>
        <message>
            <source>a square</source>
            <translation>una Plaza</translation>
        </message>
        <message>
            <source>a foundation</source>
            <translation>Cimientos</translation>
        </message>
        <message>
            <source>a bonus symbol</source>
            <translation>un símbolo de Bonificación</translation>
        </message>
        <message>
            <source>value-4 card</source>
            <translation>carta de valor 4</translation>
        </message>
        <message>
            <source>depot card</source>
            <translation>carta con cochera</translation>
        </message>
        <message>
            <source>+2 token</source>
            <translation>ficha +2</translation>
        </message>
        <message>
            <source>1.5 VP token</source>
            <translation>ficha de 1,5 puntos</translation>
        </message>
        <message>
            <source>“discard contracts” token</source>
            <translation>ficha «descartar Contratos»</translation>
        </message>
        <message>
            <source>tracks token</source>
            <translation>ficha de vías</translation>
        </message>
        <message>
            <source>the value-4 card</source>
            <translation>la carta de valor 4</translation>
        </message>
        <message>
            <source>the depot card</source>
            <translation>la carta con cochera</translation>
        </message>
        <message>
            <source>the +2 token</source>
            <translation>la ficha +2</translation>
        </message>
        <message>
            <source>the 1.5 VP token</source>
            <translation>la ficha de 1,5 puntos</translation>
        </message>
        <message>
            <source>the “discard contracts” token</source>
            <translation>la ficha «descartar Contratos»</translation>
        </message>
        <message>
            <source>the tracks token</source>
            <translation>la ficha de vías</translation>
        </message>
        <message>
            <source>the {colour} {value}</source>
            <translation>la carta {colour} de {value}</translation>
        </message>
        <message>
            <source>a blue {0}</source>
            <translation>una carta azul de {0}</translation>
        </message>
        <message>
            <source>a gray {0}</source>
            <translation>una carta gris de {0}</translation>
        </message>
        <message>
            <source>an orange {0}</source>
            <translation>una carta naranja de {0}</translation>
        </message>
        <message>
            <source>a yellow {0}</source>
            <translation>una carta amarilla de {0}</translation>
        </message>
        <message>
            <source>a green {0}</source>
            <translation>una carta verde de {0}</translation>
        </message>
        <message>
            <source>a black {0}</source>
            <translation>una carta negra de {0}</translation>
        </message>
        <message>
            <source>Value-4 card (a bonus): worth 4, no symbols. Goes in any row.</source>
            <translation>Carta de valor 4 (una Bonificación): vale 4, sin símbolos. Va en cualquier fila.</translation>
        </message>
        <message>
            <source>Depot card (a bonus): a depot worth 0. Goes in any row.</source>
            <translation>Carta con cochera (una Bonificación): una cochera de valor 0. Va en cualquier fila.</translation>
        </message>
        <message>
            <source>Black card, value {0}: goes in any row</source>
            <translation>Carta negra de valor {0}: va en cualquier fila</translation>
        </message>
        <message>
            <source>{0} card, value {1}</source>
            <translation>Carta de {0}, valor {1}</translation>
        </message>
        <message>
            <source>Value-4 card: placed at once in any row with room; worth 4.</source>
            <translation>Carta de valor 4: se coloca al momento en cualquier fila con sitio; vale 4.</translation>
        </message>
        <message>
            <source>Depot card: placed at once in any row with room; a depot worth 0 that starts a network.</source>
            <translation>Carta con cochera: se coloca al momento en cualquier fila con sitio; una cochera de valor 0 que empieza una red.</translation>
        </message>
        <message>
            <source>+2 token: one of your cards is worth 2 more.</source>
            <translation>Ficha +2: una de tus cartas vale 2 más.</translation>
        </message>
        <message>
            <source>1.5 VP token: kept beside your city, worth 1.5 points at the end.</source>
            <translation>Ficha de 1,5 puntos: se guarda junto a tu ciudad y vale 1,5 puntos al final.</translation>
        </message>
        <message>
            <source>“Discard contracts” token: once, on your turn, discard up to 2 of your contracts.</source>
            <translation>Ficha «descartar Contratos»: una vez, en tu turno, descarta hasta 2 de tus Contratos.</translation>
        </message>
        <message>
            <source>Tracks token: gives one of your cards tracks.</source>
            <translation>Ficha de vías: da vías a una de tus cartas.</translation>
        </message>
        <message numerus="yes">
            <source>%n left in the supply.</source>
            <translation>
                <numerusform>Queda %n en la reserva.</numerusform>
                <numerusform>Quedan %n en la reserva.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Guide</name>
        <message>
            <source>Placing a project</source>
            <translation>Presentar un proyecto</translation>
        </message>
        <message>
            <source>On your turn you either draw or take a column. Drawing turns the top card of the deck face up; then you choose which of the three columns it joins. Columns grow for everyone: a card you add may be taken by the next player, so think about who it helps.</source>
            <translation>En tu turno robas una carta o tomas una columna. Al robar, la carta de encima del mazo se pone bocarriba y tú eliges a cuál de las tres columnas va. Las columnas crecen para todos: la carta que añades puede llevársela quien juega después, así que piensa a quién ayuda.</translation>
        </message>
        <message>
            <source>Taking a column</source>
            <translation>Tomar una columna</translation>
        </message>
        <message>
            <source>You may take a whole column if it has more cards than the contracts you hold. You then place its cards one at a time: each goes to the leftmost free space of the row of its colour, black cards to any row. You may stop early; cards you do not place are lost.</source>
            <translation>Puedes tomar una columna entera si tiene más cartas que Contratos tienes. Después colocas sus cartas de una en una: cada una va al espacio libre más a la izquierda de la fila de su color, y las negras a cualquier fila. Puedes parar antes; las cartas que no coloques se pierden.</translation>
        </message>
        <message>
            <source>Contracts</source>
            <translation>Contratos</translation>
        </message>
        <message>
            <source>Each column you take gives you a contract, and contracts narrow your choice: with two contracts you need a column of three cards or more. As soon as everyone holds at least one, everyone gives one back. So taking a column now may leave you waiting later.</source>
            <translation>Cada columna que tomas te da un Contrato, y los Contratos limitan tu elección: con dos Contratos necesitas una columna de tres cartas o más. En cuanto todos tienen al menos uno, todos devuelven uno. Así que tomar una columna ahora puede hacerte esperar después.</translation>
        </message>
        <message>
            <source>Cable car networks</source>
            <translation>Redes de tranvías</translation>
        </message>
        <message>
            <source>Cards with tracks join your network when they touch a depot card, a printed depot under your bottom row, or another card of the network. Every network card gets a cable car. The player with the most cable cars scores the most at the end, so long lines pay.</source>
            <translation>Las cartas con vías se unen a tu red cuando tocan una carta con cochera, una cochera impresa bajo tu fila inferior u otra carta de la red. Cada carta de la red recibe un Tranvía. Quien tenga más Tranvías puntúa más al final, así que las líneas largas compensan.</translation>
        </message>
        <message>
            <source>City squares</source>
            <translation>Plazas</translation>
        </message>
        <message>
            <source>A square is worth nothing on its own, and 4 as soon as a card next to it carries a cable car. Place squares where your network will reach them, and they lift your district and nearby skyscrapers.</source>
            <translation>Una Plaza no vale nada por sí sola, y vale 4 en cuanto una carta a su lado tiene un Tranvía. Pon las Plazas donde llegará tu red, y subirán tu distrito y los Rascacielos cercanos.</translation>
        </message>
        <message>
            <source>Foundations and skyscrapers</source>
            <translation>Cimientos y Rascacielos</translation>
        </message>
        <message>
            <source>A foundation card put in a column gets a foundation token, which goes with the card to whoever takes it. On your board, a skyscraper rises there by itself once the cards around it add up to 7 (one less per seaside card you own). Each skyscraper is a point, and the first builder gets the medal. The last foundation token ends the game.</source>
            <translation>Una carta de Cimientos que se pone en una columna recibe una ficha de Cimientos, que va con la carta a quien la tome. En tu tablero, allí se levanta un Rascacielos por sí solo en cuanto las cartas de alrededor suman 7 (uno menos por cada carta con costa que tengas). Cada Rascacielos es un punto, y quien construye el primero se lleva la medalla. La última ficha de Cimientos termina la partida.</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <translation>Bonificaciones</translation>
        </message>
        <message>
            <source>The second card with a star in one of your rows earns that district's bonus, once per district; you may take a tracks token instead. Bonus cards and tokens act at once: a new card in a row, +2 on a card, points kept for the end, or fewer contracts.</source>
            <translation>La segunda carta con estrella en una de tus filas te da la Bonificación de ese distrito, una vez por distrito; en su lugar puedes tomar una ficha de vías. Las cartas y fichas de Bonificación actúan al momento: una carta nueva en una fila, +2 en una carta, puntos guardados para el final o menos Contratos.</translation>
        </message>
        <message>
            <source>How the game is scored</source>
            <translation>Cómo se puntúa</translation>
        </message>
        <message>
            <source>Points come from skyscrapers, the medal, bonus tokens and completed districts, and from your rank in each district (the sum of its card values) and in cable cars. A district where you have no card gives you nothing. The game ends when the last foundation token is placed or a city is full.</source>
            <translation>Los puntos vienen de los Rascacielos, la medalla, las fichas de Bonificación y los distritos finalizados, y de tu puesto en cada distrito (la suma de los valores de sus cartas) y en Tranvías. Un distrito donde no tienes cartas no te da nada. La partida termina cuando se pone la última ficha de Cimientos o una ciudad se llena.</translation>
        </message>
    </context>
    <context>
        <name>GuidePanel</name>
        <message>
            <source>Read more</source>
            <translation>Leer más</translation>
        </message>
        <message>
            <source>Stop the guide</source>
            <translation>Parar la guía</translation>
        </message>
        <message>
            <source>Got it</source>
            <translation>Entendido</translation>
        </message>
    </context>
    <context>
        <name>Hint</name>
        <message>
            <source>{gain:+.1f} projected points</source>
            <translation>{gain:+.1f} puntos previstos</translation>
        </message>
        <message>
            <source>{cost:.1f} projected points</source>
            <translation>{cost:.1f} puntos previstos</translation>
        </message>
        <message numerus="yes">
            <source>raises %n skyscrapers</source>
            <translation>
                <numerusform>levanta un Rascacielos</numerusform>
                <numerusform>levanta %n Rascacielos</numerusform>
            </translation>
        </message>
        <message>
            <source>takes the medal</source>
            <translation>se lleva la medalla</translation>
        </message>
        <message>
            <source>completes {district}</source>
            <translation>finaliza {district}</translation>
        </message>
        <message>
            <source>earns the {district} bonus</source>
            <translation>gana la Bonificación de {district}</translation>
        </message>
        <message numerus="yes">
            <source>adds %n cable cars</source>
            <translation>
                <numerusform>añade un Tranvía</numerusform>
                <numerusform>añade %n Tranvías</numerusform>
            </translation>
        </message>
        <message>
            <source>makes a square worth 4</source>
            <translation>hace que una Plaza valga 4</translation>
        </message>
        <message>
            <source>ends the game</source>
            <translation>termina la partida</translation>
        </message>
        <message numerus="yes">
            <source>%n contracts</source>
            <translation>
                <numerusform>%n Contrato</numerusform>
                <numerusform>%n Contratos</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} y {last}</translation>
        </message>
        <message>
            <source>{head}: {effects}. It costs {cost} now, and is still the best choice.</source>
            <translation>{head}: {effects}. Ahora te cuesta {cost}, y aun así es la mejor opción.</translation>
        </message>
        <message>
            <source>{head}: it costs {cost} now, and is still the best choice.</source>
            <translation>{head}: ahora te cuesta {cost}, y aun así es la mejor opción.</translation>
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
            <translation>Pon {bonus} en tu fila de {district}</translation>
        </message>
        <message>
            <source>Put {bonus} on {card} in your {district} row</source>
            <translation>Pon {bonus} sobre {card} de tu fila de {district}</translation>
        </message>
        <message>
            <source>Draw a card: every column is empty, so there is nothing to take yet.</source>
            <translation>Roba una carta: todas las columnas están vacías, así que aún no hay nada que tomar.</translation>
        </message>
        <message numerus="yes">
            <source>Draw a card: holding %n contracts, you may only take a column of {m} or more cards.</source>
            <translation>
                <numerusform>Roba una carta: con %n Contrato solo puedes tomar una columna de {m} cartas o más.</numerusform>
                <numerusform>Roba una carta: con %n Contratos solo puedes tomar una columna de {m} cartas o más.</numerusform>
            </translation>
        </message>
        <message>
            <source>Draw a card: taking column {column} would cost you {cost} and leave the next player a better column.</source>
            <translation>Roba una carta: tomar la columna {column} te costaría {cost} y dejaría una columna mejor a quien juega después.</translation>
        </message>
        <message>
            <source>Draw a card: taking a column would cost you {cost} or more (column {column} the least).</source>
            <translation>Roba una carta: tomar una columna te costaría {cost} o más (la columna {column} es la que menos).</translation>
        </message>
        <message>
            <source>Draw a card: column {column} looks good now ({points}), but the search expects more from waiting for it to grow.</source>
            <translation>Roba una carta: la columna {column} parece buena ahora ({points}), pero la búsqueda espera más si se deja crecer.</translation>
        </message>
        <message>
            <source>Draw a card: column {column} would bring {points}, but it would leave the next player a better column.</source>
            <translation>Roba una carta: la columna {column} daría {points}, pero dejaría una columna mejor a quien juega después.</translation>
        </message>
        <message>
            <source>Draw a card: no column is worth a contract now (the best, column {column}: {points}).</source>
            <translation>Roba una carta: ahora ninguna columna merece un Contrato (la mejor, la columna {column}: {points}).</translation>
        </message>
        <message>
            <source>{n} for {district}</source>
            <translation>{n} para {district}</translation>
        </message>
        <message>
            <source>{n} to the box</source>
            <translation>{n} a la caja</translation>
        </message>
        <message numerus="yes">
            <source>Take column {column}: %n cards</source>
            <translation>
                <numerusform>Toma la columna {column}: %n carta</numerusform>
                <numerusform>Toma la columna {column}: %n cartas</numerusform>
            </translation>
        </message>
        <message>
            <source>for your {district} row</source>
            <translation>para tu fila de {district}</translation>
        </message>
        <message>
            <source>It leaves column {column} to the next player ({points} for them).</source>
            <translation>Deja la columna {column} a quien juega después ({points} para esa persona).</translation>
        </message>
        <message>
            <source>Spend your token to discard {contracts}: then column {column} can be taken ({points}).</source>
            <translation>Usa tu ficha para descartar {contracts}: así puedes tomar la columna {column} ({points}).</translation>
        </message>
        <message>
            <source>Spend your token to discard {contracts}: fewer contracts leave more columns open to you.</source>
            <translation>Usa tu ficha para descartar {contracts}: con menos Contratos tienes más columnas a tu alcance.</translation>
        </message>
        <message>
            <source>Put {card} in column {column}: its foundation token is the last one, so the game ends now.</source>
            <translation>Pon {card} en la columna {column}: su ficha de Cimientos es la última, así que la partida termina ahora.</translation>
        </message>
        <message>
            <source>Put {card} in column {column}: there it helps the next player least ({points} for them at best).</source>
            <translation>Pon {card} en la columna {column}: ahí es donde menos ayuda a quien juega después ({points} para esa persona como mucho).</translation>
        </message>
        <message>
            <source>Put {card} in column {column}: there it costs you least ({cost}), counting what it offers the next player.</source>
            <translation>Pon {card} en la columna {column}: ahí es donde menos te cuesta ({cost}), contando lo que ofrece a quien juega después.</translation>
        </message>
        <message>
            <source>Put {card} in column {column}: {points} for you, counting what it offers the next player.</source>
            <translation>Pon {card} en la columna {column}: {points} para ti, contando lo que ofrece a quien juega después.</translation>
        </message>
        <message>
            <source>Its foundation token goes with it to whoever takes that column.</source>
            <translation>Su ficha de Cimientos va con ella a quien tome esa columna.</translation>
        </message>
        <message>
            <source>Place {card} in your {district} row</source>
            <translation>Coloca {card} en tu fila de {district}</translation>
        </message>
        <message>
            <source> (a black card may go in any row)</source>
            <translation> (una carta negra puede ir en cualquier fila)</translation>
        </message>
        <message>
            <source>starts your {district} district</source>
            <translation>empieza tu distrito {district}</translation>
        </message>
        <message>
            <source>End your turn and keep your token for a later turn.</source>
            <translation>Termina tu turno y guarda tu ficha para otro turno.</translation>
        </message>
        <message>
            <source>Stop placing: none of the cards left fits your city.</source>
            <translation>Deja de colocar: ninguna de las cartas que quedan cabe en tu ciudad.</translation>
        </message>
        <message numerus="yes">
            <source>Stop placing: even the best card left would cost you {cost}; the %n cards left go to the box.</source>
            <translation>
                <numerusform>Deja de colocar: incluso la mejor carta restante te costaría {cost}; la carta que queda va a la caja.</numerusform>
                <numerusform>Deja de colocar: incluso la mejor carta restante te costaría {cost}; las %n cartas que quedan van a la caja.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Stop placing: the best card left would bring {points}; the %n cards left go to the box.</source>
            <translation>
                <numerusform>Deja de colocar: la mejor carta restante daría {points}; la carta que queda va a la caja.</numerusform>
                <numerusform>Deja de colocar: la mejor carta restante daría {points}; las %n cartas que quedan van a la caja.</numerusform>
            </translation>
        </message>
        <message>
            <source>Take {bonus}</source>
            <translation>Toma {bonus}</translation>
        </message>
        <message>
            <source>{other} would cost you {cost}.</source>
            <translation>{other} te costaría {cost}.</translation>
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
            <translation>La partida ha terminado: no hay jugada que sugerir.</translation>
        </message>
        <message>
            <source>Suggestions are for a person's move: wait for your turn.</source>
            <translation>Las sugerencias son para la jugada de una persona: espera tu turno.</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>Buscando una buena jugada…</translation>
        </message>
        <message>
            <source>No suggestion this time ({0}).</source>
            <translation>Esta vez no hay sugerencia ({0}).</translation>
        </message>
        <message>
            <source>Suggestion: {0}</source>
            <translation>Sugerencia: {0}</translation>
        </message>
    </context>
    <context>
        <name>InvitationBox</name>
        <message>
            <source>Copy the whole invitation</source>
            <translation>Copiar toda la invitación</translation>
        </message>
        <message>
            <source>Send your friends the code and the address.</source>
            <translation>Envía a tus amigos el código y la dirección.</translation>
        </message>
        <message>
            <source>On this network they also find the game in their Join list.</source>
            <translation>En esta red también ven la partida en su lista de Unirse.</translation>
        </message>
        <message>
            <source>Room code</source>
            <translation>Código de la sala</translation>
        </message>
        <message>
            <source>Address</source>
            <translation>Dirección</translation>
        </message>
        <message>
            <source>Address {0}</source>
            <translation>Dirección {0}</translation>
        </message>
        <message>
            <source>Invitation copied</source>
            <translation>Invitación copiada</translation>
        </message>
    </context>
    <context>
        <name>InvitationDialog</name>
        <message>
            <source>Invite friends</source>
            <translation>Invitar a amigos</translation>
        </message>
    </context>
    <context>
        <name>JoinPage</name>
        <message>
            <source>Your friend gives you the room code and, unless you are on the same network, an address.</source>
            <translation>Tu amigo te da el código de la sala y, si no estáis en la misma red, una dirección.</translation>
        </message>
        <message>
            <source>The name your friends will see</source>
            <translation>El nombre que verán tus amigos</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Tu &amp;nombre:</translation>
        </message>
        <message>
            <source>Room &amp;code:</source>
            <translation>&amp;Código de la sala:</translation>
        </message>
        <message>
            <source>Server &amp;address:</source>
            <translation>&amp;Dirección del servidor:</translation>
        </message>
        <message>
            <source>Games on this ne&amp;twork:</source>
            <translation>Partidas en esta &amp;red:</translation>
        </message>
        <message>
            <source>Games on this network</source>
            <translation>Partidas en esta red</translation>
        </message>
        <message>
            <source>J&amp;oin</source>
            <translation>Un&amp;irse</translation>
        </message>
        <message>
            <source>Games on this network cannot be listed on this computer.</source>
            <translation>En este ordenador no se pueden listar las partidas de esta red.</translation>
        </message>
        <message>
            <source>No game found on this network yet.</source>
            <translation>Todavía no hay ninguna partida en esta red.</translation>
        </message>
        <message>
            <source>Type the name your friends will see.</source>
            <translation>Escribe el nombre que verán tus amigos.</translation>
        </message>
        <message>
            <source>Type the room code your friend gave you.</source>
            <translation>Escribe el código de sala que te dio tu amigo.</translation>
        </message>
        <message>
            <source>Type the address of your friend's game, or choose a game on this network.</source>
            <translation>Escribe la dirección de la partida de tu amigo, o elige una partida de esta red.</translation>
        </message>
        <message>
            <source>Joining…</source>
            <translation>Uniéndote…</translation>
        </message>
        <message>
            <source>You are in: the game is on the table.</source>
            <translation>Ya estás dentro: la partida está en la mesa.</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <source>The next or the previous thing you may use now; after the last one, on to the rest of the window</source>
            <translation>Lo siguiente o lo anterior que puedes usar ahora; tras lo último, al resto de la ventana</translation>
        </message>
        <message>
            <source>The next or the previous thing on the table at the same level, round and round</source>
            <translation>Lo siguiente o lo anterior de la mesa en el mismo nivel, dando la vuelta</translation>
        </message>
        <message>
            <source>Into the thing: the cards of a column, of a row, of a list</source>
            <translation>Dentro de la cosa: las cartas de una columna, de una fila, de una lista</translation>
        </message>
        <message>
            <source>Back out to what holds it</source>
            <translation>Volver a lo que la contiene</translation>
        </message>
        <message>
            <source>Use the thing under the cursor (draw, put, take, place, choose, Done); on anything else, hear why not</source>
            <translation>Usar lo que está bajo el cursor (robar, poner, tomar, colocar, elegir, Hecho); en cualquier otra cosa, oír por qué no</translation>
        </message>
        <message>
            <source>With the guide's panel showing and the cursor on nothing: Got it</source>
            <translation>Con el panel de la guía a la vista y el cursor sobre nada: Entendido</translation>
        </message>
        <message>
            <source>Draw a card</source>
            <translation>Robar una carta</translation>
        </message>
        <message>
            <source>Put the drawn card in that column, or take that column</source>
            <translation>Poner la carta robada en esa columna, o tomar esa columna</translation>
        </message>
        <message>
            <source>With a taken card chosen: its row. Otherwise that taken card, or that bonus</source>
            <translation>Con una carta tomada elegida: su fila. Si no, esa carta tomada, o esa bonificación</translation>
        </message>
        <message>
            <source>Done: end your turn (the cards not placed go to the box)</source>
            <translation>Hecho: terminar tu turno (las cartas no colocadas van a la caja)</translation>
        </message>
        <message>
            <source>Leave the chosen taken card unplaced</source>
            <translation>Dejar sin colocar la carta tomada elegida</translation>
        </message>
        <message>
            <source>Let go of a choice; the cursor leaves the table's things</source>
            <translation>Soltar una elección; el cursor deja las cosas de la mesa</translation>
        </message>
        <message>
            <source>Read the standings: the score if the game ended now</source>
            <translation>Leer la clasificación: la puntuación si la partida acabara ahora</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Sugerir una jugada</translation>
        </message>
        <message>
            <source>Between the table and the guide's panel</source>
            <translation>Entre la mesa y el panel de la guía</translation>
        </message>
        <message>
            <source>The rules</source>
            <translation>Las reglas</translation>
        </message>
        <message>
            <source>Take back your last decision</source>
            <translation>Deshacer tu última decisión</translation>
        </message>
        <message>
            <source>The game log</source>
            <translation>El registro de la partida</translation>
        </message>
    </context>
    <context>
        <name>KeysDialog</name>
        <message>
            <source>Keys</source>
            <translation>Teclas</translation>
        </message>
        <message>
            <source>On the table, a cursor goes over everything a screen reader can read: the arrow keys move it, Tab goes to what you may use, Enter uses it.</source>
            <translation>En la mesa, un cursor recorre todo lo que un lector de pantalla puede leer: las flechas lo mueven, Tab lleva a lo que puedes usar, Intro lo usa.</translation>
        </message>
        <message>
            <source>Keys of the table</source>
            <translation>Teclas de la mesa</translation>
        </message>
        <message>
            <source>What they do</source>
            <translation>Qué hacen</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>The AI standing in for you</source>
            <translation>La IA que juega por ti</translation>
        </message>
        <message>
            <source>The AI standing in for {0}</source>
            <translation>La IA que juega por {0}</translation>
        </message>
        <message>
            <source> and </source>
            <translation> y </translation>
        </message>
        <message>
            <source>{0} in {1}</source>
            <translation>{0} en {1}</translation>
        </message>
        <message>
            <source>placed {0}</source>
            <translation>colocó {0}</translation>
        </message>
        <message>
            <source>placed {0}</source>
            <comment>you</comment>
            <translation>colocaste {0}</translation>
        </message>
        <message numerus="yes">
            <source>placed %n</source>
            <translation>
                <numerusform>colocó %n</numerusform>
                <numerusform>colocó %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>placed %n</source>
            <comment>you</comment>
            <translation>
                <numerusform>colocaste %n</numerusform>
                <numerusform>colocaste %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cable cars in {0}</source>
            <translation>
                <numerusform>%n Tranvía en {0}</numerusform>
                <numerusform>%n Tranvías en {0}</numerusform>
            </translation>
        </message>
        <message>
            <source>drew {0}</source>
            <translation>robó {0}</translation>
        </message>
        <message>
            <source>drew {0}</source>
            <comment>you</comment>
            <translation>robaste {0}</translation>
        </message>
        <message>
            <source>is on the move</source>
            <translation>está jugando</translation>
        </message>
        <message>
            <source>are on the move</source>
            <comment>you</comment>
            <translation>estás jugando</translation>
        </message>
        <message>
            <source>drew {0} and put it in column {1}</source>
            <translation>robó {0} y la puso en la columna {1}</translation>
        </message>
        <message>
            <source>drew {0} and put it in column {1}</source>
            <comment>you</comment>
            <translation>robaste {0} y la pusiste en la columna {1}</translation>
        </message>
        <message numerus="yes">
            <source>a foundation token went on it (%n left)</source>
            <translation>
                <numerusform>recibió una ficha de Cimientos (queda %n)</numerusform>
                <numerusform>recibió una ficha de Cimientos (quedan %n)</numerusform>
            </translation>
        </message>
        <message>
            <source>the last foundation token went on it</source>
            <translation>recibió la última ficha de Cimientos</translation>
        </message>
        <message numerus="yes">
            <source>took column {0}: %n cards</source>
            <translation>
                <numerusform>tomó la columna {0}: %n carta</numerusform>
                <numerusform>tomó la columna {0}: %n cartas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>took column {0}: %n cards</source>
            <comment>you</comment>
            <translation>
                <numerusform>tomaste la columna {0}: %n carta</numerusform>
                <numerusform>tomaste la columna {0}: %n cartas</numerusform>
            </translation>
        </message>
        <message>
            <source>everyone returned a contract</source>
            <translation>todos devolvieron un Contrato</translation>
        </message>
        <message numerus="yes">
            <source>spent the token to discard %n contracts</source>
            <translation>
                <numerusform>usó la ficha para descartar %n Contrato</numerusform>
                <numerusform>usó la ficha para descartar %n Contratos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>spent the token to discard %n contracts</source>
            <comment>you</comment>
            <translation>
                <numerusform>usaste la ficha para descartar %n Contrato</numerusform>
                <numerusform>usaste la ficha para descartar %n Contratos</numerusform>
            </translation>
        </message>
        <message>
            <source>put {0} in {1}</source>
            <translation>puso {0} en {1}</translation>
        </message>
        <message>
            <source>put {0} in {1}</source>
            <comment>you</comment>
            <translation>pusiste {0} en {1}</translation>
        </message>
        <message numerus="yes">
            <source>put %n in the box ({0})</source>
            <translation>
                <numerusform>puso una carta en la caja ({0})</numerusform>
                <numerusform>puso %n cartas en la caja ({0})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>put %n in the box ({0})</source>
            <comment>you</comment>
            <translation>
                <numerusform>pusiste una carta en la caja ({0})</numerusform>
                <numerusform>pusiste %n cartas en la caja ({0})</numerusform>
            </translation>
        </message>
        <message>
            <source>a cable car reached the {0} square</source>
            <translation>un Tranvía llegó a la Plaza de {0}</translation>
        </message>
        <message>
            <source>a skyscraper rose in {0}</source>
            <translation>se levantó un Rascacielos en {0}</translation>
        </message>
        <message>
            <source>completed {0} (+1 VP)</source>
            <translation>finalizó {0} (+1 PV)</translation>
        </message>
        <message>
            <source>completed {0} (+1 VP)</source>
            <comment>you</comment>
            <translation>finalizaste {0} (+1 PV)</translation>
        </message>
        <message>
            <source>earned the {0} bonus, but none could be taken</source>
            <translation>ganó la Bonificación de {0}, pero no quedaba ninguna que tomar</translation>
        </message>
        <message>
            <source>earned the {0} bonus, but none could be taken</source>
            <comment>you</comment>
            <translation>ganaste la Bonificación de {0}, pero no quedaba ninguna que tomar</translation>
        </message>
        <message>
            <source>took a {0}</source>
            <translation>tomó una {0}</translation>
        </message>
        <message>
            <source>took a {0}</source>
            <comment>you</comment>
            <translation>tomaste una {0}</translation>
        </message>
        <message>
            <source>put the {0} on {1} in {2}</source>
            <translation>puso la {0} en {1} en {2}</translation>
        </message>
        <message>
            <source>put the {0} on {1} in {2}</source>
            <comment>you</comment>
            <translation>pusiste la {0} en {1} en {2}</translation>
        </message>
        <message>
            <source>put the {0} on a {1} card</source>
            <translation>puso la {0} en una carta de {1}</translation>
        </message>
        <message>
            <source>put the {0} on a {1} card</source>
            <comment>you</comment>
            <translation>pusiste la {0} en una carta de {1}</translation>
        </message>
        <message>
            <source>took the medal</source>
            <translation>se llevó la medalla</translation>
        </message>
        <message>
            <source>took the medal</source>
            <comment>you</comment>
            <translation>te llevaste la medalla</translation>
        </message>
        <message>
            <source>took the medal from you</source>
            <translation>te quitó la medalla</translation>
        </message>
        <message>
            <source>took the medal from {0}</source>
            <translation>le quitó la medalla a {0}</translation>
        </message>
        <message>
            <source>took the medal from {0}</source>
            <comment>you</comment>
            <translation>le quitaste la medalla a {0}</translation>
        </message>
        <message>
            <source>You placed the last foundation token: the game ends.</source>
            <translation>Pusiste la última ficha de Cimientos: la partida termina.</translation>
        </message>
        <message>
            <source>Your city is complete: the game ends.</source>
            <translation>Tu ciudad está completa: la partida termina.</translation>
        </message>
        <message>
            <source>You cannot move: the game ends.</source>
            <translation>No puedes jugar: la partida termina.</translation>
        </message>
        <message>
            <source>{0} placed the last foundation token: the game ends.</source>
            <translation>{0} puso la última ficha de Cimientos: la partida termina.</translation>
        </message>
        <message>
            <source>{0}’s city is complete: the game ends.</source>
            <translation>La ciudad de {0} está completa: la partida termina.</translation>
        </message>
        <message>
            <source>{0} cannot move: the game ends.</source>
            <translation>{0} no puede jugar: la partida termina.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partida</translation>
        </message>
        <message>
            <source>The game's record is not here yet: try again in a moment.</source>
            <translation>El registro de la partida aún no ha llegado: inténtalo de nuevo en un momento.</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Registro de la partida</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nueva partida…</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>&amp;Revancha</translation>
        </message>
        <message>
            <source>&amp;Final score</source>
            <translation>&amp;Puntuación final</translation>
        </message>
        <message>
            <source>&amp;Watch a game…</source>
            <translation>&amp;Ver una partida…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Edición</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>Velocidad de &amp;animación</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Desactivada</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Rápida</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normal</translation>
        </message>
        <message>
            <source>&amp;Slow</source>
            <translation>&amp;Lenta</translation>
        </message>
        <message>
            <source>Zoom to &amp;fit</source>
            <translation>Ajustar a la &amp;ventana</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>A&amp;cercar</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>A&amp;lejar</translation>
        </message>
        <message>
            <source>Game &amp;log</source>
            <translation>Registro de la &amp;partida</translation>
        </message>
        <message>
            <source>F&amp;ull screen</source>
            <translation>Pantalla co&amp;mpleta</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <source>&amp;Rules reference</source>
            <translation>&amp;Reglamento</translation>
        </message>
        <message>
            <source>Rules in &amp;brief</source>
            <translation>Reglas en &amp;breve</translation>
        </message>
        <message>
            <source>&amp;About</source>
            <translation>&amp;Acerca de</translation>
        </message>
        <message>
            <source>San Francisco</source>
            <translation>San Francisco</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Fin de la partida</translation>
        </message>
        <message>
            <source>Watch a game</source>
            <translation>Ver una partida</translation>
        </message>
    </context>
    <context>
        <name>Narrator</name>
        <message>
            <source>Read the stan&amp;dings</source>
            <translation>Leer la clasi&amp;ficación</translation>
        </message>
        <message>
            <source>&amp;Keys</source>
            <translation>&amp;Teclas</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game</source>
            <translation>Nueva partida</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Jugadores:</translation>
        </message>
        <message>
            <source>Seats (in turn order)</source>
            <translation>Asientos (en orden de turno)</translation>
        </message>
        <message>
            <source>Seat {0}</source>
            <translation>Asiento {0}</translation>
        </message>
        <message>
            <source>Seat {0}: name</source>
            <translation>Asiento {0}: nombre</translation>
        </message>
        <message>
            <source>&amp;First player:</source>
            <translation>&amp;Empieza:</translation>
        </message>
        <message>
            <source>random</source>
            <translation>al azar</translation>
        </message>
        <message>
            <source>The same seed and seats give the same shuffle: handy to replay a deal.</source>
            <translation>La misma semilla con los mismos asientos da la misma mezcla: útil para repetir un reparto.</translation>
        </message>
        <message>
            <source>&amp;Seed (optional):</source>
            <translation>&amp;Semilla (opcional):</translation>
        </message>
        <message>
            <source>&amp;Clock (online):</source>
            <translation>&amp;Reloj (en línea):</translation>
        </message>
        <message>
            <source>Friends play from their own computers: the game is made on your server (Game ▸ Play online… ▸ Use a server) or on this computer, which shuffles and picks who starts.</source>
            <translation>Los amigos juegan desde sus propios ordenadores: la partida se crea en tu servidor (Partida ▸ Jugar en línea… ▸ Usar un servidor) o en este ordenador, que baraja y elige quién empieza.</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Empezar</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Al azar</translation>
        </message>
        <message>
            <source>Player {0}</source>
            <translation>Jugador {0}</translation>
        </message>
        <message>
            <source>their own name</source>
            <translation>su propio nombre</translation>
        </message>
        <message>
            <source>Give every seat a different name.</source>
            <translation>Da a cada asiento un nombre distinto.</translation>
        </message>
        <message>
            <source>Invitation for seat {0}: code {1}</source>
            <translation>Invitación para el asiento {0}: código {1}</translation>
        </message>
        <message>
            <source>Send your friends the code and the address.</source>
            <translation>Envía a tus amigos el código y la dirección.</translation>
        </message>
        <message>
            <source>Copy the invitation</source>
            <translation>Copiar la invitación</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
    </context>
    <context>
        <name>Online</name>
        <message>
            <source>no game has that room code (8 letters and digits, like KXQ7-M2PD): check it, or ask for a new one</source>
            <translation>ninguna partida tiene ese código de sala (8 letras y cifras, como KXQ7-M2PD): compruébalo o pide uno nuevo</translation>
        </message>
        <message>
            <source>every seat of that game is taken</source>
            <translation>todos los asientos de esa partida están ocupados</translation>
        </message>
        <message>
            <source>that game is over</source>
            <translation>esa partida ha terminado</translation>
        </message>
        <message>
            <source>too many tries from this computer: wait a minute and try again</source>
            <translation>demasiados intentos desde este ordenador: espera un minuto y vuelve a intentarlo</translation>
        </message>
        <message>
            <source>the server is busy: try again</source>
            <translation>el servidor está ocupado: vuelve a intentarlo</translation>
        </message>
        <message>
            <source>the server speaks another version of the game: both sides need the same version</source>
            <translation>el servidor usa otra versión del juego: los dos lados necesitan la misma versión</translation>
        </message>
        <message>
            <source>the server no longer knows this seat</source>
            <translation>el servidor ya no reconoce este asiento</translation>
        </message>
        <message>
            <source>the server did not answer: check the address, and that the computer holding the game is on</source>
            <translation>el servidor no respondió: comprueba la dirección y que el ordenador que tiene la partida esté encendido</translation>
        </message>
        <message>
            <source>this seat is now played from another window or computer</source>
            <translation>este asiento se juega ahora desde otra ventana u otro ordenador</translation>
        </message>
        <message>
            <source>this computer could not start its game server ({0})</source>
            <translation>este ordenador no ha podido poner en marcha su servidor de partidas ({0})</translation>
        </message>
        <message>
            <source>this copy of the app cannot host games: play on a server (Game ▸ Play online… ▸ Use a server)</source>
            <translation>esta copia de la aplicación no puede alojar partidas: juega en un servidor (Partida ▸ Jugar en línea… ▸ Usar un servidor)</translation>
        </message>
        <message>
            <source>{0} says: “{1}”</source>
            <translation>{0} dice: «{1}»</translation>
        </message>
        <message>
            <source>Your time ran out: the AI plays for you until you take your seat back.</source>
            <translation>Se te acabó el tiempo: la IA juega por ti hasta que recuperes tu puesto.</translation>
        </message>
        <message>
            <source>{0}’s time ran out: the AI plays for them until they take their seat back.</source>
            <translation>A {0} se le acabó el tiempo: la IA juega en su lugar hasta que recupere su puesto.</translation>
        </message>
        <message>
            <source>You took your seat back from the AI.</source>
            <translation>Recuperaste tu puesto: la IA ya no juega por ti.</translation>
        </message>
        <message>
            <source>{0} took their seat back from the AI.</source>
            <translation>{0} recuperó su puesto: la IA ya no juega en su lugar.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tu turno</translation>
        </message>
        <message>
            <source>{0} is away: the game waits for them</source>
            <translation>{0} no está conectado: la partida lo espera</translation>
        </message>
        <message>
            <source>{0}’s turn</source>
            <translation>Turno de {0}</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Conectando…</translation>
        </message>
        <message>
            <source>Connected</source>
            <translation>Conectado</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>Reconectando…</translation>
        </message>
        <message>
            <source>Not connected</source>
            <translation>Sin conexión</translation>
        </message>
        <message>
            <source>reconnecting</source>
            <translation>reconectando</translation>
        </message>
        <message>
            <source>not connected</source>
            <translation>sin conexión</translation>
        </message>
        <message>
            <source>online</source>
            <translation>en línea</translation>
        </message>
        <message>
            <source>away</source>
            <translation>ausente</translation>
        </message>
        <message numerus="yes">
            <source>%n days left</source>
            <translation>
                <numerusform>queda %n día</numerusform>
                <numerusform>quedan %n días</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n h left</source>
            <translation>
                <numerusform>queda %n h</numerusform>
                <numerusform>quedan %n h</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n min left</source>
            <translation>
                <numerusform>queda %n min</numerusform>
                <numerusform>quedan %n min</numerusform>
            </translation>
        </message>
        <message>
            <source>Yours: {0}</source>
            <translation>El tuyo: {0}</translation>
        </message>
        <message>
            <source>{0}’s: {1}</source>
            <translation>El de {0}: {1}</translation>
        </message>
        <message>
            <source>No clock</source>
            <translation>Sin reloj</translation>
        </message>
        <message>
            <source>Live: 10 minutes each</source>
            <translation>En directo: 10 minutos cada uno</translation>
        </message>
        <message>
            <source>Live: 30 minutes each</source>
            <translation>En directo: 30 minutos cada uno</translation>
        </message>
        <message>
            <source>One day per move</source>
            <translation>Un día por jugada</translation>
        </message>
        <message>
            <source>Three days per move</source>
            <translation>Tres días por jugada</translation>
        </message>
        <message numerus="yes">
            <source>Waiting for %n friend(s) to join with the code {0}.</source>
            <translation>
                <numerusform>Esperando a que se una %n amigo con el código {0}.</numerusform>
                <numerusform>Esperando a que se unan %n amigos con el código {0}.</numerusform>
            </translation>
        </message>
        <message>
            <source>For friends elsewhere: forward port {0} (TCP) in your router to this computer, or play on a server (the Use a server tab).</source>
            <translation>Para amigos de fuera: redirige el puerto {0} (TCP) de tu router a este ordenador, o jugad en un servidor (la pestaña Usar un servidor).</translation>
        </message>
        <message>
            <source>Asking your router to open port {0} for friends elsewhere…</source>
            <translation>Pidiendo a tu router que abra el puerto {0} para los amigos de fuera…</translation>
        </message>
        <message>
            <source>Your router opened a port for this game: friends anywhere can join at {0}.</source>
            <translation>Tu router ha abierto un puerto para esta partida: amigos de cualquier lugar pueden unirse en {0}.</translation>
        </message>
        <message>
            <source>No router answered the request to open a port.</source>
            <translation>Ningún router ha respondido a la petición de abrir un puerto.</translation>
        </message>
        <message>
            <source>Your router refused to open a port.</source>
            <translation>Tu router se ha negado a abrir un puerto.</translation>
        </message>
        <message>
            <source>On your router, port {0} already leads to another computer.</source>
            <translation>En tu router, el puerto {0} ya lleva a otro ordenador.</translation>
        </message>
        <message>
            <source>Your router is itself behind another network (its outside address is private), so friends elsewhere cannot reach this computer.</source>
            <translation>Tu router está a su vez detrás de otra red (su dirección exterior es privada), así que los amigos de fuera no pueden llegar a este ordenador.</translation>
        </message>
        <message>
            <source>This computer cannot ask the router to open a port.</source>
            <translation>Este ordenador no puede pedir al router que abra un puerto.</translation>
        </message>
        <message>
            <source>The router could not open a port.</source>
            <translation>El router no ha podido abrir un puerto.</translation>
        </message>
        <message>
            <source>Friends on this network can join.</source>
            <translation>Los amigos de esta red pueden unirse.</translation>
        </message>
        <message>
            <source>This game is hosted only on this computer ({0} is set): other windows and apps here can join, nobody else. To play with friends elsewhere, start the app without {0}, or play on a server (the Use a server tab).</source>
            <translation>Esta partida se aloja solo en este ordenador ({0} está definida): pueden unirse otras ventanas y aplicaciones de aquí, nadie más. Para jugar con amigos de fuera, abre la aplicación sin {0}, o jugad en un servidor (la pestaña Usar un servidor).</translation>
        </message>
        <message>
            <source>Join my game of San Francisco: in the app, Game ▸ Play online… ▸ Join with a code.
Server address:
{0}
Room code: {1}</source>
            <translation>Únete a mi partida de San Francisco: en la aplicación, Partida ▸ Jugar en línea… ▸ Unirse con un código.
Dirección del servidor:
{0}
Código de la sala: {1}</translation>
        </message>
    </context>
    <context>
        <name>OnlineActions</name>
        <message>
            <source>&amp;Play online…</source>
            <translation>Jugar en &amp;línea…</translation>
        </message>
        <message>
            <source>Play friends on other computers: host a game, join one, or use a server</source>
            <translation>Juega con amigos en otros ordenadores: aloja una partida, únete a una o usa un servidor</translation>
        </message>
        <message>
            <source>Online &amp;games…</source>
            <translation>Parti&amp;das en línea…</translation>
        </message>
        <message>
            <source>Every online game you have a seat in</source>
            <translation>Todas las partidas en línea en las que tienes asiento</translation>
        </message>
        <message>
            <source>Sa&amp;y</source>
            <translation>De&amp;cir</translation>
        </message>
        <message>
            <source>Say a phrase to the players at this online table</source>
            <translation>Di una frase a los jugadores de esta mesa en línea</translation>
        </message>
        <message>
            <source>Reconnected: your online game {0} is back on the table.</source>
            <translation>Conectado de nuevo: tu partida en línea {0} vuelve a la mesa.</translation>
        </message>
        <message>
            <source>In a game with friends online one seat is yours: make every other seat a friend or an AI.</source>
            <translation>En una partida con amigos en línea, un asiento es tuyo: haz que cada uno de los demás sea un amigo o una IA.</translation>
        </message>
        <message>
            <source>Play online</source>
            <translation>Jugar en línea</translation>
        </message>
        <message>
            <source>Type your name in your seat: it is the name your friends will see.</source>
            <translation>Escribe tu nombre en tu asiento: es el nombre que verán tus amigos.</translation>
        </message>
        <message>
            <source>The game could not be made: {0}</source>
            <translation>No se ha podido crear la partida: {0}</translation>
        </message>
        <message>
            <source>Making the game…</source>
            <translation>Creando la partida…</translation>
        </message>
        <message>
            <source>Could not join: {0}</source>
            <translation>No se ha podido unir: {0}</translation>
        </message>
        <message>
            <source>Everyone has joined: the game begins.</source>
            <translation>Ya están todos: empieza la partida.</translation>
        </message>
        <message>
            <source>Play a friend online</source>
            <translation>Jugar con un amigo en línea</translation>
        </message>
        <message>
            <source>Start a game here and invite a friend, or join the game a friend invited you to?</source>
            <translation>¿Empiezas una partida aquí e invitas a un amigo, o te unes a la partida a la que te invitó un amigo?</translation>
        </message>
        <message>
            <source>&amp;Host a game</source>
            <translation>&amp;Crear una partida</translation>
        </message>
        <message>
            <source>&amp;Join a friend's game</source>
            <translation>&amp;Unirme a la de un amigo</translation>
        </message>
        <message>
            <source>The online game was checked and kept with your finished games.</source>
            <translation>La partida en línea se ha comprobado y se guarda con tus partidas terminadas.</translation>
        </message>
    </context>
    <context>
        <name>OnlineGamesDialog</name>
        <message>
            <source>Online games</source>
            <translation>Partidas en línea</translation>
        </message>
        <message>
            <source>You have no online game yet: Game ▸ Play online… starts one.</source>
            <translation>Todavía no tienes ninguna partida en línea: Partida ▸ Jugar en línea… empieza una.</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Ahora</translation>
        </message>
        <message>
            <source>Last move</source>
            <translation>Última jugada</translation>
        </message>
        <message>
            <source>Clock</source>
            <translation>Reloj</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dónde</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Abrir</translation>
        </message>
        <message>
            <source>&amp;Remove from the list</source>
            <translation>&amp;Quitar de la lista</translation>
        </message>
        <message>
            <source>Forget this game: your seat in it cannot be taken again from this computer</source>
            <translation>Olvidar esta partida: desde este ordenador ya no podrás volver a tu asiento</translation>
        </message>
        <message>
            <source>This computer</source>
            <translation>Este ordenador</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Terminada</translation>
        </message>
        <message>
            <source>Finished: {0}</source>
            <translation>Terminada: {0}</translation>
        </message>
    </context>
    <context>
        <name>OnlinePlay</name>
        <message>
            <source>The finished game could not be kept: {0}</source>
            <translation>No se ha podido guardar la partida terminada: {0}</translation>
        </message>
    </context>
    <context>
        <name>OnlineTable</name>
        <message>
            <source>Invite…</source>
            <translation>Invitar…</translation>
        </message>
        <message>
            <source>The room code and the addresses to send your friends</source>
            <translation>El código de la sala y las direcciones para enviar a tus amigos</translation>
        </message>
        <message>
            <source>Take my seat back</source>
            <translation>Recuperar mi asiento</translation>
        </message>
        <message>
            <source>Say</source>
            <translation>Decir</translation>
        </message>
        <message>
            <source>Commitment</source>
            <translation>Compromiso</translation>
        </message>
        <message>
            <source>Copy the commitment</source>
            <translation>Copiar el compromiso</translation>
        </message>
        <message>
            <source>Say a phrase to the table</source>
            <translation>Decir una frase a la mesa</translation>
        </message>
        <message>
            <source>Say a phrase to the table (Game ▸ Say)</source>
            <translation>Decir una frase a la mesa (Partida ▸ Decir)</translation>
        </message>
        <message>
            <source>Waiting for friends</source>
            <translation>Esperando a los amigos</translation>
        </message>
        <message>
            <source>The game starts when every seat is taken. Send your friends the code {0}.</source>
            <translation>La partida empieza cuando todos los asientos estén ocupados. Envía a tus amigos el código {0}.</translation>
        </message>
        <message>
            <source>The digest that fixed the deck, the seats and the first player before the first move: sha256:{0}. Copy it and keep it, to check the record of this game later.</source>
            <translation>El resumen que fijó el mazo, los asientos y el jugador inicial antes del primer movimiento: sha256:{0}. Cópialo y guárdalo para comprobar más tarde el registro de esta partida.</translation>
        </message>
        <message>
            <source>Reconnecting… The table stays as it was; nothing you do is lost.</source>
            <translation>Reconectando… La mesa sigue como estaba; no se pierde nada de lo que hagas.</translation>
        </message>
        <message>
            <source>Reconnecting… Your move is sent as soon as the connection is back.</source>
            <translation>Reconectando… Tu jugada se enviará en cuanto vuelva la conexión.</translation>
        </message>
        <message>
            <source>Your time ran out: the AI plays for you until you take your seat back.</source>
            <translation>Se te acabó el tiempo: la IA juega por ti hasta que recuperes tu asiento.</translation>
        </message>
        <message>
            <source>Online game {0} · {1} · {2}</source>
            <translation>Partida en línea {0} · {1} · {2}</translation>
        </message>
        <message>
            <source>free seat</source>
            <translation>asiento libre</translation>
        </message>
        <message>
            <source>AI stands in</source>
            <translation>la IA le sustituye</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tu turno</translation>
        </message>
        <message>
            <source>Your turn in the game with {0}.</source>
            <translation>Te toca en la partida con {0}.</translation>
        </message>
        <message>
            <source>The commitment is on the clipboard.</source>
            <translation>El compromiso está en el portapapeles.</translation>
        </message>
        <message>
            <source>The game's transcript, as this app saw it: sha256:{0}</source>
            <translation>La transcripción de la partida, tal como la vio esta aplicación: sha256:{0}</translation>
        </message>
        <message>
            <source>This game's commitment, fixed before the first move: sha256:{0}</source>
            <translation>Compromiso de esta partida, fijado antes del primer movimiento: sha256:{0}</translation>
        </message>
    </context>
    <context>
        <name>Palettes</name>
        <message>
            <source>Standard colours</source>
            <translation>Colores estándar</translation>
        </message>
        <message>
            <source>Colour-blind safe colours</source>
            <translation>Colores aptos para daltonismo</translation>
        </message>
    </context>
    <context>
        <name>People</name>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message>
            <source>Seat {0}</source>
            <translation>Asiento {0}</translation>
        </message>
        <message>
            <source>you</source>
            <comment>object</comment>
            <translation>ti</translation>
        </message>
    </context>
    <context>
        <name>Phrases</name>
        <message>
            <source>Hello!</source>
            <translation>¡Hola!</translation>
        </message>
        <message>
            <source>Good luck!</source>
            <translation>¡Buena suerte!</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Pensando…</translation>
        </message>
        <message>
            <source>One moment, please.</source>
            <translation>Un momento, por favor.</translation>
        </message>
        <message>
            <source>Nice move!</source>
            <translation>¡Buena jugada!</translation>
        </message>
        <message>
            <source>Oops!</source>
            <translation>¡Uy!</translation>
        </message>
        <message>
            <source>Well played!</source>
            <translation>¡Bien jugado!</translation>
        </message>
        <message>
            <source>Good game!</source>
            <translation>¡Buena partida!</translation>
        </message>
        <message>
            <source>Thanks!</source>
            <translation>¡Gracias!</translation>
        </message>
        <message>
            <source>Bye!</source>
            <translation>¡Adiós!</translation>
        </message>
    </context>
    <context>
        <name>PlayOnlineDialog</name>
        <message>
            <source>Play online</source>
            <translation>Jugar en línea</translation>
        </message>
        <message>
            <source>&amp;Host on this computer</source>
            <translation>&amp;Alojar en este ordenador</translation>
        </message>
        <message>
            <source>&amp;Join with a code</source>
            <translation>&amp;Unirse con un código</translation>
        </message>
        <message>
            <source>&amp;Use a server</source>
            <translation>Usar un &amp;servidor</translation>
        </message>
    </context>
    <context>
        <name>PlayerAids</name>
        <message>
            <source>Suggest a &amp;move</source>
            <translation>Sugerir una &amp;jugada</translation>
        </message>
        <message>
            <source>Score &amp;chart…</source>
            <translation>Gráfica de p&amp;untos…</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>&amp;Estadísticas…</translation>
        </message>
        <message>
            <source>Lan&amp;guage</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>&amp;System language</source>
            <translation>&amp;Idioma del sistema</translation>
        </message>
        <message>
            <source>Text &amp;size</source>
            <translation>&amp;Tamaño del texto</translation>
        </message>
        <message>
            <source>&amp;Colour-blind palette</source>
            <translation>Colores para &amp;daltónicos</translation>
        </message>
        <message>
            <source>&amp;Guided first game</source>
            <translation>Partida &amp;guiada</translation>
        </message>
        <message>
            <source>{0}%</source>
            <translation>{0} %</translation>
        </message>
        <message>
            <source>What the strongest AI would do in your place, and why (H)</source>
            <translation>Lo que haría la IA más fuerte en tu lugar, y por qué (H)</translation>
        </message>
    </context>
    <context>
        <name>Prompt</name>
        <message>
            <source>Put the drawn card in a column</source>
            <translation>Pon la carta robada en una columna</translation>
        </message>
        <message numerus="yes">
            <source>Place your cards (%n left)</source>
            <translation>
                <numerusform>Coloca tu carta (queda %n)</numerusform>
                <numerusform>Coloca tus cartas (quedan %n)</numerusform>
            </translation>
        </message>
        <message>
            <source>No room: the {0} row is full. This card goes to the box when the turn ends.</source>
            <translation>No cabe: la fila de {0} está llena. Esta carta va a la caja al terminar el turno.</translation>
        </message>
        <message>
            <source>No room for this card on the board: it goes to the box when the turn ends.</source>
            <translation>Esta carta no cabe en el tablero: va a la caja al terminar el turno.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Espera tu turno.</translation>
        </message>
        <message>
            <source>First put the drawn card at the end of a column.</source>
            <translation>Primero pon la carta robada al final de una columna.</translation>
        </message>
        <message>
            <source>You are finishing this turn.</source>
            <translation>Estás terminando este turno.</translation>
        </message>
        <message>
            <source>Column {0} is empty.</source>
            <translation>La columna {0} está vacía.</translation>
        </message>
        <message numerus="yes">
            <source>You hold %n contracts: you may only take a column of more than %n cards (this one has {0}).</source>
            <translation>
                <numerusform>Tienes %n Contrato: solo puedes tomar una columna de más de %n carta (esta tiene {0}).</numerusform>
                <numerusform>Tienes %n Contratos: solo puedes tomar una columna de más de %n cartas (esta tiene {0}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Key {0} picks nothing: key 1 picks the taken card, then a row's key places it.</source>
            <translation>La tecla {0} no elige nada: la tecla 1 elige la carta tomada y luego la tecla de una fila la coloca.</translation>
        </message>
        <message>
            <source>Key {0} picks nothing: keys 1 to {1} pick a taken card, from the left, then a row's key places it.</source>
            <translation>La tecla {0} no elige nada: las teclas 1 a {1} eligen una carta tomada, desde la izquierda, y luego la tecla de una fila la coloca.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Fin de la partida</translation>
        </message>
        <message>
            <source>See the score breakdown.</source>
            <translation>Mira el desglose de la puntuación.</translation>
        </message>
        <message>
            <source>{0} is thinking…</source>
            <translation>{0} está pensando…</translation>
        </message>
        <message>
            <source>{0} is away</source>
            <translation>{0} no está</translation>
        </message>
        <message>
            <source>The game goes on when they are back.</source>
            <translation>La partida sigue cuando vuelva.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tu turno</translation>
        </message>
        <message>
            <source>{0}’s turn</source>
            <translation>Turno de {0}</translation>
        </message>
        <message>
            <source>draw a card (click the deck, or D)</source>
            <translation>roba una carta (haz clic en el mazo, o D)</translation>
        </message>
        <message>
            <source>take a column ({0})</source>
            <translation>toma una columna ({0})</translation>
        </message>
        <message>
            <source> or </source>
            <translation> o </translation>
        </message>
        <message>
            <source>. You may first discard contracts with your token.</source>
            <translation>. Antes puedes descartar Contratos con tu ficha.</translation>
        </message>
        <message>
            <source>{0}, your turn</source>
            <translation>{0}, es tu turno</translation>
        </message>
        <message>
            <source>Drag it onto a column, or click a column (keys 1–3).</source>
            <translation>Arrástrala a una columna o haz clic en una columna (teclas 1–3).</translation>
        </message>
        <message>
            <source>All cards placed: Done ends your turn</source>
            <translation>Todas colocadas: Hecho termina tu turno</translation>
        </message>
        <message>
            <source>No card left fits: Done ends your turn</source>
            <translation>Ninguna carta cabe: Hecho termina tu turno</translation>
        </message>
        <message>
            <source>You may still discard contracts with your token first.</source>
            <translation>Antes aún puedes descartar Contratos con tu ficha.</translation>
        </message>
        <message>
            <source>Drag each card to its row (or click it, keys 1–5). Done discards the rest.</source>
            <translation>Arrastra cada carta a su fila (o haz clic en ella, teclas 1–5). Hecho descarta el resto.</translation>
        </message>
        <message numerus="yes">
            <source>%n card has no room and goes to the box.</source>
            <translation>
                <numerusform>Una carta no cabe y va a la caja.</numerusform>
                <numerusform>%n cartas no caben y van a la caja.</numerusform>
            </translation>
        </message>
        <message>
            <source>{0} bonus!</source>
            <translation>¡Bonificación de {0}!</translation>
        </message>
        <message>
            <source>Choose the district’s bonus or a tracks token (click, or keys 1–2).</source>
            <translation>Elige la Bonificación del distrito o una ficha de vías (clic, o teclas 1–2).</translation>
        </message>
        <message>
            <source>Place the bonus card</source>
            <translation>Coloca la carta de Bonificación</translation>
        </message>
        <message>
            <source>Drag it to a row with room, or click a lit row (keys 1–5).</source>
            <translation>Arrástrala a una fila con sitio o haz clic en una fila iluminada (teclas 1–5).</translation>
        </message>
        <message>
            <source>Put the {0} on a card</source>
            <translation>Pon la {0} sobre una carta</translation>
        </message>
        <message>
            <source>Drag it onto a lit card, or click one.</source>
            <translation>Arrástrala a una carta iluminada o haz clic en una.</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Buscar en:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Archivos de &amp;tipo:</translation>
        </message>
    </context>
    <context>
        <name>RemoteGame</name>
        <message>
            <source>The game is over.</source>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <source>The game starts when every friend has joined.</source>
            <translation>La partida empieza cuando se hayan unido todos los amigos.</translation>
        </message>
        <message>
            <source>Your time ran out and the AI plays for you: take your seat back first.</source>
            <translation>Se te acabó el tiempo y la IA juega por ti: recupera antes tu asiento.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>No es tu turno.</translation>
        </message>
        <message>
            <source>Your last move is on its way to the server.</source>
            <translation>Tu última jugada va camino del servidor.</translation>
        </message>
        <message>
            <source>The rules do not allow that now.</source>
            <translation>Las reglas no lo permiten ahora.</translation>
        </message>
        <message>
            <source>The server did not take the move: {0}</source>
            <translation>El servidor no aceptó la jugada: {0}</translation>
        </message>
        <message>
            <source>The phrase was not said: {0}</source>
            <translation>La frase no se dijo: {0}</translation>
        </message>
        <message>
            <source>Too many phrases at once: the next one in {0} s.</source>
            <translation>Demasiadas frases seguidas: la siguiente dentro de {0} s.</translation>
        </message>
        <message>
            <source>You have said all the phrases one game allows.</source>
            <translation>Ya has dicho todas las frases que permite una partida.</translation>
        </message>
        <message>
            <source>The game has not started: it starts when every seat is taken.</source>
            <translation>La partida no ha empezado: empieza cuando todos los asientos están ocupados.</translation>
        </message>
        <message>
            <source>This game is over.</source>
            <translation>Esta partida ha terminado.</translation>
        </message>
        <message>
            <source>It is not your turn, or the AI is playing for you until you take your seat back.</source>
            <translation>No es tu turno, o la IA juega por ti hasta que recuperes tu asiento.</translation>
        </message>
        <message>
            <source>The game moved on before your move arrived: the table shows it now.</source>
            <translation>La partida avanzó antes de que llegara tu jugada: la mesa ya lo muestra.</translation>
        </message>
        <message>
            <source>Too many moves at once: wait a moment.</source>
            <translation>Demasiadas jugadas a la vez: espera un momento.</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <source>Replay: {0}</source>
            <translation>Repetición: {0}</translation>
        </message>
        <message>
            <source>Action {0} of {1} · turn {2}</source>
            <translation>Acción {0} de {1} · turno {2}</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>Al principio (Inicio)</translation>
        </message>
        <message>
            <source>One turn back (Page Up)</source>
            <translation>Un turno atrás (Re Pág)</translation>
        </message>
        <message>
            <source>One action back (Left)</source>
            <translation>Una acción atrás (Izquierda)</translation>
        </message>
        <message>
            <source>Play on by itself (Space)</source>
            <translation>Reproducir sola (Espacio)</translation>
        </message>
        <message>
            <source>One action on (Right)</source>
            <translation>Una acción adelante (Derecha)</translation>
        </message>
        <message>
            <source>One turn on (Page Down)</source>
            <translation>Un turno adelante (Av Pág)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>Al final (Fin)</translation>
        </message>
        <message>
            <source>Position in the game</source>
            <translation>Posición en la partida</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Animation speed while playing on by itself</source>
            <translation>Velocidad de la animación al reproducir sola</translation>
        </message>
        <message>
            <source>Play on from &amp;here</source>
            <translation>Seguir jugando desde &amp;aquí</translation>
        </message>
        <message>
            <source>A new game from the position shown; this record stays as it is.</source>
            <translation>Una partida nueva desde la posición mostrada; este registro queda como está.</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Cerrar</translation>
        </message>
        <message>
            <source>Close the replay (Esc)</source>
            <translation>Cerrar la repetición (Esc)</translation>
        </message>
        <message>
            <source>Log and review</source>
            <translation>Registro y análisis</translation>
        </message>
        <message>
            <source>Show or hide the log, the review and the chart (F9)</source>
            <translation>Mostrar u ocultar el registro, el análisis y la gráfica (F9)</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Registro de la partida</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Registro</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Análisis</translation>
        </message>
        <message>
            <source>Chance to win</source>
            <translation>Probabilidad de ganar</translation>
        </message>
    </context>
    <context>
        <name>Resume</name>
        <message>
            <source>Players: {0}</source>
            <translation>Jugadores: {0}</translation>
        </message>
        <message>
            <source>Turn {0}: your turn.</source>
            <translation>Turno {0}: te toca a ti.</translation>
        </message>
        <message>
            <source>Turn {0}: you are in the middle of a turn.</source>
            <translation>Turno {0}: estás a mitad de un turno.</translation>
        </message>
        <message>
            <source>Turn {0}: {1} to play.</source>
            <translation>Turno {0}: le toca a {1}.</translation>
        </message>
        <message>
            <source>Turn {0}: {1} is in the middle of a turn.</source>
            <translation>Turno {0}: {1} está a mitad de un turno.</translation>
        </message>
        <message numerus="yes">
            <source>%n cards left in the deck.</source>
            <translation>
                <numerusform>Queda %n carta en el mazo.</numerusform>
                <numerusform>Quedan %n cartas en el mazo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decisions so far.</source>
            <translation>
                <numerusform>%n decisión hasta ahora.</numerusform>
                <numerusform>%n decisiones hasta ahora.</numerusform>
            </translation>
        </message>
        <message>
            <source>Saved {0}.</source>
            <translation>Guardada: {0}.</translation>
        </message>
        <message>
            <source>{0} It was set aside, not deleted.</source>
            <translation>{0} Se apartó, no se borró.</translation>
        </message>
        <message>
            <source>today at {0}</source>
            <translation>hoy a las {0}</translation>
        </message>
        <message>
            <source>yesterday at {0}</source>
            <translation>ayer a las {0}</translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message>
            <source>Resume your game?</source>
            <translation>¿Reanudar tu partida?</translation>
        </message>
        <message>
            <source>You have an unfinished game. Resume it?</source>
            <translation>Tienes una partida sin terminar. ¿La reanudas?</translation>
        </message>
        <message>
            <source>The latest save could not be used; this is the one before it.</source>
            <translation>No se pudo usar el último guardado; esta es la versión anterior.</translation>
        </message>
        <message>
            <source>&amp;Resume</source>
            <translation>&amp;Reanudar</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nueva partida</translation>
        </message>
        <message>
            <source>The unfinished game stays under Game ▸ Unfinished games.</source>
            <translation>La partida sin terminar queda en Partida ▸ Partidas sin terminar.</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Best</source>
            <translation>Mejor</translation>
        </message>
        <message>
            <source>Good</source>
            <translation>Buena</translation>
        </message>
        <message>
            <source>Inaccuracy</source>
            <translation>Imprecisión</translation>
        </message>
        <message>
            <source>Mistake</source>
            <translation>Error</translation>
        </message>
        <message>
            <source>Blunder</source>
            <translation>Error grave</translation>
        </message>
        <message>
            <source>{0}%</source>
            <translation>{0} %</translation>
        </message>
        <message>
            <source>Drawing a card</source>
            <translation>Robar una carta</translation>
        </message>
        <message>
            <source>Putting the card in column {0}</source>
            <translation>Poner la carta en la columna {0}</translation>
        </message>
        <message>
            <source>Taking column {0}</source>
            <translation>Tomar la columna {0}</translation>
        </message>
        <message>
            <source>Placing {0} in {1}</source>
            <translation>Colocar {0} en {1}</translation>
        </message>
        <message>
            <source>Stopping</source>
            <translation>Parar</translation>
        </message>
        <message numerus="yes">
            <source>Discarding %n contracts</source>
            <translation>
                <numerusform>Descartar un contrato</numerusform>
                <numerusform>Descartar %n contratos</numerusform>
            </translation>
        </message>
        <message>
            <source>Choosing the {0}</source>
            <translation>Elegir: {0}</translation>
        </message>
        <message>
            <source>Putting the bonus in {0}</source>
            <translation>Poner la bonificación en {0}</translation>
        </message>
        <message>
            <source>Putting the token on {0}</source>
            <translation>Poner la ficha sobre {0}</translation>
        </message>
        <message>
            <source>Turn {0}, {1}: {2} — {3}</source>
            <translation>Turno {0}, {1}: {2} — {3}</translation>
        </message>
        <message>
            <source>The best move found: chance to win {0}.</source>
            <translation>La mejor jugada encontrada: probabilidad de ganar {0}.</translation>
        </message>
        <message>
            <source>Chance to win {0}, as good as the best move found ({1}: {2}).</source>
            <translation>Probabilidad de ganar {0}, la misma que con la mejor jugada encontrada ({1}: {2}).</translation>
        </message>
        <message>
            <source>Chance to win {0}; {1} would give {2}, {3} more</source>
            <translation>Probabilidad de ganar {0}; {1} daría {2}, {3} más</translation>
        </message>
        <message>
            <source>, and {0} more projected points now.</source>
            <translation>, y {0} puntos previstos más ahora.</translation>
        </message>
        <message>
            <source>, though {0} fewer projected points now: it pays later.</source>
            <translation>, aunque ahora da {0} puntos previstos menos: rinde más adelante.</translation>
        </message>
        <message>
            <source>drew a card</source>
            <translation>robó una carta</translation>
        </message>
        <message>
            <source>drew a card</source>
            <comment>you</comment>
            <translation>robaste una carta</translation>
        </message>
        <message>
            <source>took column {0}</source>
            <translation>tomó la columna {0}</translation>
        </message>
        <message>
            <source>took column {0}</source>
            <comment>you</comment>
            <translation>tomaste la columna {0}</translation>
        </message>
        <message numerus="yes">
            <source>discarded %n contracts</source>
            <translation>
                <numerusform>descartó un contrato</numerusform>
                <numerusform>descartó %n contratos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>discarded %n contracts</source>
            <comment>you</comment>
            <translation>
                <numerusform>descartaste un contrato</numerusform>
                <numerusform>descartaste %n contratos</numerusform>
            </translation>
        </message>
        <message>
            <source>played</source>
            <translation>jugó</translation>
        </message>
        <message>
            <source>played</source>
            <comment>you</comment>
            <translation>jugaste</translation>
        </message>
        <message>
            <source>completed {0}</source>
            <translation>completó {0}</translation>
        </message>
        <message>
            <source>completed {0}</source>
            <comment>you</comment>
            <translation>completaste {0}</translation>
        </message>
        <message numerus="yes">
            <source>raised %n skyscrapers</source>
            <translation>
                <numerusform>levantó un rascacielos</numerusform>
                <numerusform>levantó %n rascacielos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>raised %n skyscrapers</source>
            <comment>you</comment>
            <translation>
                <numerusform>levantaste un rascacielos</numerusform>
                <numerusform>levantaste %n rascacielos</numerusform>
            </translation>
        </message>
        <message>
            <source>took the medal</source>
            <translation>se llevó la medalla</translation>
        </message>
        <message>
            <source>took the medal</source>
            <comment>you</comment>
            <translation>te llevaste la medalla</translation>
        </message>
        <message>
            <source>ended the game</source>
            <translation>terminó la partida</translation>
        </message>
        <message>
            <source>ended the game</source>
            <comment>you</comment>
            <translation>terminaste la partida</translation>
        </message>
        <message>
            <source>{0} and {1}</source>
            <translation>{0} y {1}</translation>
        </message>
        <message>
            <source>Turn {0}: you {1}; your chance to win went from {2} to {3}.</source>
            <translation>Turno {0}: {1}; tu probabilidad de ganar pasó de {2} a {3}.</translation>
        </message>
        <message>
            <source>Turn {0}: you {1}; {2}’s chance to win went from {3} to {4}.</source>
            <translation>Turno {0}: {1}; la probabilidad de ganar de {2} pasó de {3} a {4}.</translation>
        </message>
        <message>
            <source>Turn {0}: {1} {2}; your chance to win went from {3} to {4}.</source>
            <translation>Turno {0}: {1} {2}; tu probabilidad de ganar pasó de {3} a {4}.</translation>
        </message>
        <message>
            <source>Turn {0}: {1} {2}; {3}’s chance to win went from {4} to {5}.</source>
            <translation>Turno {0}: {1} {2}; la probabilidad de ganar de {3} pasó de {4} a {5}.</translation>
        </message>
        <message>
            <source>{0} was worth {1} more.</source>
            <translation>{0} valía {1} más.</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>Judge:</source>
            <translation>Analizar:</translation>
        </message>
        <message>
            <source>&amp;Review the game</source>
            <translation>&amp;Analizar la partida</translation>
        </message>
        <message>
            <source>%v of %m decisions</source>
            <translation>%v de %m decisiones</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Judged decisions (select one to see the best move found):</source>
            <translation>Decisiones analizadas (elige una para ver la mejor jugada encontrada):</translation>
        </message>
        <message>
            <source>Judged decisions</source>
            <translation>Decisiones analizadas</translation>
        </message>
        <message>
            <source>Key moments:</source>
            <translation>Momentos clave:</translation>
        </message>
        <message>
            <source>Key moments</source>
            <translation>Momentos clave</translation>
        </message>
        <message>
            <source>Reviewed before: the review is kept with the game.</source>
            <translation>Ya analizada: el análisis se guarda con la partida.</translation>
        </message>
        <message>
            <source>The Hard AI judges each decision on what could be seen at that moment.</source>
            <translation>La IA difícil juzga cada decisión con lo que se podía ver en ese momento.</translation>
        </message>
        <message>
            <source>Reviewing…</source>
            <translation>Analizando…</translation>
        </message>
        <message>
            <source>Review done, and kept with the game for next time.</source>
            <translation>Análisis terminado y guardado con la partida para la próxima vez.</translation>
        </message>
        <message>
            <source>Review done.</source>
            <translation>Análisis terminado.</translation>
        </message>
        <message>
            <source>Review cancelled.</source>
            <translation>Análisis cancelado.</translation>
        </message>
        <message>
            <source>The review stopped: {0}</source>
            <translation>El análisis se detuvo: {0}</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>San Francisco in brief</source>
            <translation>San Francisco en breve</translation>
        </message>
        <message>
            <source>Each of you plans a city of 5 districts, one per row of your board. Score points with skyscrapers, district advantages, completed districts and a cable car network.</source>
            <translation>Cada participante planifica una ciudad de 5 distritos, uno por fila de su tablero. Se puntúa con Rascacielos, Ventajas en los distritos, distritos finalizados y una red de tranvías.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tu turno</translation>
        </message>
        <message>
            <source>Do one of these:</source>
            <translation>Haz una de estas dos cosas:</translation>
        </message>
        <message>
            <source>&lt;b&gt;Place a project:&lt;/b&gt; draw the top card, look at it, and add it to the end of one of the 3 columns. A foundation card drawn this way gets a foundation token while any are left.</source>
            <translation>&lt;b&gt;Presentar un proyecto:&lt;/b&gt; roba la carta de encima, mírala y añádela al final de una de las 3 columnas. Una carta de Cimientos robada así recibe una ficha de Cimientos mientras queden.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Finalize projects:&lt;/b&gt; take a whole column, but only one with more cards than the contracts you hold, and take a contract. Then place the taken cards one by one, each in the leftmost free space of its colour's row (a black card: any row). Stop when you like; the rest are discarded.</source>
            <translation>&lt;b&gt;Finalizar proyectos:&lt;/b&gt; toma una columna entera, pero solo una con más cartas que Contratos tienes, y toma un Contrato. Luego coloca las cartas tomadas de una en una, cada una en el espacio libre más a la izquierda de la fila de su color (una carta negra: cualquier fila). Para cuando quieras; el resto se descarta.</translation>
        </message>
        <message>
            <source>Whenever every player holds a contract, everyone gives one back.</source>
            <translation>Siempre que todos tienen un Contrato, todos devuelven uno.</translation>
        </message>
        <message>
            <source>When a card lands</source>
            <translation>Cuando se coloca una carta</translation>
        </message>
        <message>
            <source>&lt;b&gt;Cable cars:&lt;/b&gt; depot cards, and tracks cards linked to a depot (the bottom row touches printed depots), carry a cable car. Linking earlier cards gives them cable cars too.</source>
            <translation>&lt;b&gt;Tranvías:&lt;/b&gt; las cartas con cochera, y las cartas con vías unidas a una cochera (la fila inferior toca cocheras impresas), llevan un Tranvía. Unir cartas anteriores también les da Tranvías.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Squares&lt;/b&gt; are worth 4 while a cable car stands next to them, else 0.</source>
            <translation>&lt;b&gt;Las Plazas&lt;/b&gt; valen 4 mientras haya un Tranvía a su lado; si no, 0.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Skyscrapers&lt;/b&gt; rise on a foundation token when the cards next to it add up to 7 or more (1 less per seaside card in your city), while any of the 9 are left.</source>
            <translation>&lt;b&gt;Los Rascacielos&lt;/b&gt; se levantan sobre una ficha de Cimientos cuando las cartas de al lado suman 7 o más (1 menos por cada carta con costa de tu ciudad), mientras quede alguno de los 9.</translation>
        </message>
        <message>
            <source>&lt;b&gt;The medal&lt;/b&gt; goes to the first to own a skyscraper, then to anyone with strictly more.</source>
            <translation>&lt;b&gt;La medalla&lt;/b&gt; es para quien tiene primero un Rascacielos, y después para quien tenga estrictamente más.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A full row&lt;/b&gt; earns that district's completion token (1 VP) if still there.</source>
            <translation>&lt;b&gt;Una fila llena&lt;/b&gt; da la ficha de Distrito finalizado de ese distrito (1 PV) si aún está.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Two bonus symbols&lt;/b&gt; in a row earn that district's bonus once, or a tracks token instead.</source>
            <translation>&lt;b&gt;Dos símbolos de Bonificación&lt;/b&gt; en una fila dan una vez la Bonificación de ese distrito, o en su lugar una ficha de vías.</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>El final</translation>
        </message>
        <message>
            <source>The game ends at once when the last foundation token is placed, or when a city is full.</source>
            <translation>La partida termina en el acto cuando se pone la última ficha de Cimientos o cuando una ciudad se llena.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Puntuación</translation>
        </message>
        <message>
            <source>1 VP per skyscraper, the medal and each completion token; 1.5 per 1.5 VP token. In each district and for cable cars, players are ranked and get advantage points (shown on the scoring board). Ties look at the leftmost cards, then the next rows; for cable cars at the columns from the left. The breakdown at the end explains every rank.</source>
            <translation>1 PV por cada Rascacielos, por la medalla y por cada ficha de Distrito finalizado; 1,5 por cada ficha de 1,5 PV. En cada distrito y en Tranvías se ordena a los participantes, que reciben puntos de Ventaja (los muestra el tablero de Puntuación). Los empates miran las cartas de más a la izquierda y luego las filas siguientes; en Tranvías, las columnas desde la izquierda. El desglose del final explica cada puesto.</translation>
        </message>
        <message>
            <source>Playing with mouse and keys</source>
            <translation>Jugar con el ratón y el teclado</translation>
        </message>
        <message>
            <source>Drag the deck's top card (it turns face up) onto a column, or click the deck and then a column. Click or drag a column to take it. Drag taken cards onto their row, or click them; drop one on Discard to leave it. Keys: D draw, 1–3 columns, 1–5 rows, S done, Tab to walk through what is lit, the arrow keys through everything on the table, Enter or Space to use it, Delete to leave a taken card, Esc to cancel a selection, R to hear the standings. H or F2 suggests a move; F1 opens the rules; Help ▸ Keys lists every key.</source>
            <translation>Arrastra la carta de encima del mazo (se pone bocarriba) a una columna, o haz clic en el mazo y luego en una columna. Haz clic en una columna o arrástrala para tomarla. Arrastra las cartas tomadas a su fila, o haz clic en ellas; suelta una en Descartar para dejarla. Teclas: D robar, 1–3 columnas, 1–5 filas, S hecho, Tab para recorrer lo iluminado, las flechas para recorrer todo lo de la mesa, Intro o Espacio para usarlo, Supr para dejar una carta tomada, Esc para anular una selección, R para oír la clasificación. H o F2 sugiere una jugada; F1 abre las reglas; Ayuda ▸ Teclas las muestra todas.</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules summary</source>
            <translation>Resumen de las reglas</translation>
        </message>
    </context>
    <context>
        <name>RulesReferenceDialog</name>
        <message>
            <source>Rules of San Francisco</source>
            <translation>Reglas de San Francisco</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <source>Find in the rules</source>
            <translation>Buscar en las reglas</translation>
        </message>
        <message>
            <source>&amp;Sections</source>
            <translation>&amp;Secciones</translation>
        </message>
    </context>
    <context>
        <name>Score</name>
        <message>
            <source>1st</source>
            <translation>1.º</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>2.º</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>3.º</translation>
        </message>
        <message>
            <source>4th</source>
            <translation>4.º</translation>
        </message>
        <message>
            <source>5th</source>
            <translation>5.º</translation>
        </message>
        <message>
            <source>Skyscrapers</source>
            <translation>Rascacielos</translation>
        </message>
        <message>
            <source>Master builder’s medal</source>
            <translation>Medalla de Especialista de obras</translation>
        </message>
        <message>
            <source>1.5 VP tokens</source>
            <translation>Fichas de 1,5 PV</translation>
        </message>
        <message>
            <source>District completion</source>
            <translation>Distrito finalizado</translation>
        </message>
        <message>
            <source>Cable cars</source>
            <translation>Tranvías</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>You win with {0} VP.</source>
            <translation>Ganas con {0} PV.</translation>
        </message>
        <message>
            <source>{0} wins with {1} VP.</source>
            <translation>{0} gana con {1} PV.</translation>
        </message>
        <message>
            <source> and </source>
            <translation> y </translation>
        </message>
        <message>
            <source>{0} tie on {1} VP; you win with more cable cars ({2}).</source>
            <translation>{0} empatan a {1} PV; ganas tú, con más Tranvías ({2}).</translation>
        </message>
        <message>
            <source>{0} tie on {1} VP; {2} wins with more cable cars ({3}).</source>
            <translation>{0} empatan a {1} PV; gana {2} con más Tranvías ({3}).</translation>
        </message>
        <message numerus="yes">
            <source>Shared victory: {0}, with {1} VP and %n cable cars each.</source>
            <translation>
                <numerusform>Victoria compartida: {0}, con {1} PV y %n Tranvía cada uno.</numerusform>
                <numerusform>Victoria compartida: {0}, con {1} PV y %n Tranvías cada uno.</numerusform>
            </translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vacío</translation>
        </message>
        <message>
            <source>more cable cars</source>
            <translation>más Tranvías</translation>
        </message>
        <message>
            <source>higher total value</source>
            <translation>mayor valor total</translation>
        </message>
        <message>
            <source>{0} is ahead of {1}: {2} ({3} to {4}).</source>
            <translation>{0} queda por delante de {1}: {2} ({3} a {4}).</translation>
        </message>
        <message>
            <source>You are ahead of {1}: {2} ({3} to {4}).</source>
            <comment>you</comment>
            <translation>Quedas por delante de {1}: {2} ({3} a {4}).</translation>
        </message>
        <message>
            <source>{0} is ahead of {1}: same total; the first difference is the {2} card of the {3} row ({4} to {5}).</source>
            <translation>{0} queda por delante de {1}: mismo total; la primera diferencia está en el {2} espacio de la fila de {3} ({4} a {5}).</translation>
        </message>
        <message>
            <source>You are ahead of {1}: same total; the first difference is the {2} card of the {3} row ({4} to {5}).</source>
            <comment>you</comment>
            <translation>Quedas por delante de {1}: mismo total; la primera diferencia está en el {2} espacio de la fila de {3} ({4} a {5}).</translation>
        </message>
        <message>
            <source>{0} is ahead of {1}: same number of cable cars; more in column {2} ({3} to {4}).</source>
            <translation>{0} queda por delante de {1}: mismo número de Tranvías; más en la columna {2} ({3} a {4}).</translation>
        </message>
        <message>
            <source>You are ahead of {1}: same number of cable cars; more in column {2} ({3} to {4}).</source>
            <comment>you</comment>
            <translation>Quedas por delante de {1}: mismo número de Tranvías; más en la columna {2} ({3} a {4}).</translation>
        </message>
        <message>
            <source>you, who ended the game</source>
            <translation>ti, que terminaste la partida</translation>
        </message>
        <message>
            <source>{0}, who ended the game</source>
            <translation>{0}, que terminó la partida</translation>
        </message>
        <message>
            <source>{0} is ahead of {1}: tied on everything; {0} comes first in turn order counted from {2}.</source>
            <translation>{0} queda por delante de {1}: empate en todo; {0} va antes en el orden de turno contado desde {2}.</translation>
        </message>
        <message>
            <source>You are ahead of {1}: tied on everything; you come first in turn order counted from {2}.</source>
            <comment>you</comment>
            <translation>Quedas por delante de {1}: empate en todo; vas antes en el orden de turno contado desde {2}.</translation>
        </message>
        <message numerus="yes">
            <source>%n cable cars</source>
            <translation>
                <numerusform>%n Tranvía</numerusform>
                <numerusform>%n Tranvías</numerusform>
            </translation>
        </message>
        <message>
            <source>value {0}</source>
            <translation>valor {0}</translation>
        </message>
        <message>
            <source>{0} {1} ({2}): {3} VP</source>
            <translation>{0} {1} ({2}): {3} PV</translation>
        </message>
        <message>
            <source>You have no cable car, so you get no positive token.</source>
            <translation>No tienes Tranvías, así que no recibes ninguna ficha positiva.</translation>
        </message>
        <message>
            <source>{0} has no cable car, so gets no positive token.</source>
            <translation>{0} no tiene Tranvías, así que no recibe ninguna ficha positiva.</translation>
        </message>
        <message>
            <source>You have no card in this district, so you get no positive token.</source>
            <translation>No tienes cartas en este distrito, así que no recibes ninguna ficha positiva.</translation>
        </message>
        <message>
            <source>{0} has no card in this district, so gets no positive token.</source>
            <translation>{0} no tiene cartas en este distrito, así que no recibe ninguna ficha positiva.</translation>
        </message>
        <message numerus="yes">
            <source>%n cars</source>
            <translation>
                <numerusform>%n Tranvía</numerusform>
                <numerusform>%n Tranvías</numerusform>
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
            <translation>Jugador {0}</translation>
        </message>
        <message>
            <source>Score over the game</source>
            <translation>Puntos a lo largo de la partida</translation>
        </message>
        <message>
            <source>final score</source>
            <translation>puntuación final</translation>
        </message>
        <message>
            <source>estimate now</source>
            <translation>estimación actual</translation>
        </message>
        <message>
            <source>Final score, turn by turn</source>
            <translation>Puntuación final, turno a turno</translation>
        </message>
        <message>
            <source>Estimated score, turn by turn</source>
            <translation>Puntuación estimada, turno a turno</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>No game to show yet.</source>
            <translation>Aún no hay ninguna partida que mostrar.</translation>
        </message>
        <message>
            <source>Turns played</source>
            <translation>Turnos jugados</translation>
        </message>
    </context>
    <context>
        <name>ScoreDialog</name>
        <message>
            <source>Final score</source>
            <translation>Puntuación final</translation>
        </message>
        <message>
            <source>The last foundation token was placed.</source>
            <translation>Se puso la última ficha de Cimientos.</translation>
        </message>
        <message>
            <source>A city was completed.</source>
            <translation>Se completó una ciudad.</translation>
        </message>
        <message>
            <source>No one could move any more.</source>
            <translation>Nadie podía jugar ya.</translation>
        </message>
        <message>
            <source>Why these ranks: {0}</source>
            <translation>Por qué estos puestos: {0}</translation>
        </message>
        <message>
            <source>&amp;Why these ranks</source>
            <translation>&amp;Por qué estos puestos</translation>
        </message>
        <message>
            <source>Score &amp;over the game</source>
            <translation>Puntos a &amp;lo largo de la partida</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nueva partida…</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Revancha</translation>
        </message>
        <message>
            <source>Review this game</source>
            <translation>Analizar esta partida</translation>
        </message>
        <message>
            <source>Watch the game again with every decision judged by the Hard AI</source>
            <translation>Ver la partida otra vez con cada decisión juzgada por la IA difícil</translation>
        </message>
        <message>
            <source>Points by category</source>
            <translation>Puntos por categoría</translation>
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
            <translation>Amigo (en línea)</translation>
        </message>
        <message>
            <source>AI · Easy</source>
            <translation>IA · Fácil</translation>
        </message>
        <message>
            <source>AI · Medium</source>
            <translation>IA · Media</translation>
        </message>
        <message>
            <source>AI · Hard</source>
            <translation>IA · Difícil</translation>
        </message>
        <message>
            <source>AI · Expert</source>
            <translation>IA · Experta</translation>
        </message>
        <message>
            <source>AI · Greedy</source>
            <translation>IA · Codiciosa</translation>
        </message>
        <message>
            <source>AI · Random</source>
            <translation>IA · Al azar</translation>
        </message>
        <message>
            <source>AI · {0}</source>
            <translation>IA · {0}</translation>
        </message>
        <message>
            <source>{0} · rating {1}</source>
            <translation>{0} · nivel {1}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
    </context>
    <context>
        <name>SeatsForm</name>
        <message>
            <source>The name your friends will see</source>
            <translation>El nombre que verán tus amigos</translation>
        </message>
        <message>
            <source>Your &amp;name:</source>
            <translation>Tu &amp;nombre:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Jugadores:</translation>
        </message>
        <message>
            <source>Seat &amp;{0}:</source>
            <translation>Asiento &amp;{0}:</translation>
        </message>
        <message>
            <source>C&amp;lock:</source>
            <translation>&amp;Reloj:</translation>
        </message>
    </context>
    <context>
        <name>SecondCopyDialog</name>
        <message>
            <source>Already open</source>
            <translation>Ya abierto</translation>
        </message>
        <message>
            <source>San Francisco is already open in another window.</source>
            <translation>San Francisco ya está abierto en otra ventana.</translation>
        </message>
        <message>
            <source>This window will not save its game on its own: when you close it, its game is lost unless you save it with Game ▸ Save As. Your games are kept by the other window.</source>
            <translation>Esta ventana no guardará su partida por sí sola: al cerrarla, su partida se pierde si no la guardas con Partida ▸ Guardar como. Tus partidas las conserva la otra ventana.</translation>
        </message>
        <message>
            <source>&amp;Close this window</source>
            <translation>&amp;Cerrar esta ventana</translation>
        </message>
        <message>
            <source>&amp;Play without saving</source>
            <translation>&amp;Jugar sin guardar</translation>
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <source>Games cannot be saved automatically: the folder “{0}” cannot be made ({1}).</source>
            <translation>Las partidas no se pueden guardar automáticamente: no se puede crear la carpeta «{0}» ({1}).</translation>
        </message>
        <message>
            <source>San Francisco is already open in another window: this one does not save its game on its own.</source>
            <translation>San Francisco ya está abierto en otra ventana: esta no guarda su partida automáticamente.</translation>
        </message>
        <message>
            <source>Games cannot be saved automatically: the folder “{0}” cannot be written. Use Game ▸ Save As to keep this game elsewhere.</source>
            <translation>Las partidas no se pueden guardar automáticamente: no se puede escribir en la carpeta «{0}». Usa Partida ▸ Guardar como para conservar esta partida en otro lugar.</translation>
        </message>
        <message>
            <source>The unfinished game could not be put aside: {0}.</source>
            <translation>La partida sin terminar no se pudo apartar: {0}.</translation>
        </message>
        <message>
            <source>A new game starts.</source>
            <translation>Empieza una partida nueva.</translation>
        </message>
        <message>
            <source>A saved game was damaged</source>
            <translation>Una partida guardada estaba dañada</translation>
        </message>
        <message>
            <source>Reconnecting to your online game…</source>
            <translation>Volviendo a conectar con tu partida en línea…</translation>
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
            <translation>Si la partida acabara ahora: el total de cada distrito, los tranvías y los demás puntos de cada participante. Una placa dorada marca quién va en cabeza y cuánto vale.</translation>
        </message>
        <message>
            <source>Cable cars</source>
            <translation>Tranvías</translation>
        </message>
        <message>
            <source>Skyscrapers</source>
            <translation>Rascacielos</translation>
        </message>
        <message>
            <source>Medal, tokens</source>
            <translation>Medalla, fichas</translation>
        </message>
        <message>
            <source>Final score</source>
            <translation>Puntuación final</translation>
        </message>
        <message>
            <source>If the game ended now</source>
            <translation>Si la partida acabara ahora</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
    </context>
    <context>
        <name>Stats</name>
        <message>
            <source>Random</source>
            <translation>Al azar</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Fácil</translation>
        </message>
        <message>
            <source>Greedy</source>
            <translation>Codiciosa</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Media</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difícil</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Experta</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Personas</translation>
        </message>
        <message>
            <source>Friends online</source>
            <translation>Amigos en línea</translation>
        </message>
        <message>
            <source>Your rating from your games against the AI: {0} ± {1}, on the levels' scale ({2}).</source>
            <translation>Tu puntuación según tus partidas contra la IA: {0} ± {1}, en la misma escala que los niveles ({2}).</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jugadas</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Ganadas</translation>
        </message>
        <message>
            <source>Shared</source>
            <translation>Compartidas</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdidas</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>% victorias</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Mejor</translation>
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
            <translation>Estadísticas</translation>
        </message>
        <message>
            <source>No finished games yet. Play a game to the end and it will be counted here.</source>
            <translation>Aún no hay partidas terminadas. Juega una partida hasta el final y se contará aquí.</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Rivales</translation>
        </message>
        <message>
            <source>By opponents’ level</source>
            <translation>Por nivel de los rivales</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <source>By number of players</source>
            <translation>Por número de jugadores</translation>
        </message>
        <message>
            <source>A shared victory (equal points and equal cable cars) counts as a win in the win rate.</source>
            <translation>Una victoria compartida (mismos puntos y mismos Tranvías) cuenta como victoria en el porcentaje de victorias.</translation>
        </message>
        <message numerus="yes">
            <source>%n finished games are not counted: no single person played in them, or they could not be read.</source>
            <translation>
                <numerusform>%n partida terminada no se cuenta: no la jugó una sola persona, o no se pudo leer.</numerusform>
                <numerusform>%n partidas terminadas no se cuentan: no las jugó una sola persona, o no se pudieron leer.</numerusform>
            </translation>
        </message>
        <message>
            <source>Finished games</source>
            <translation>Partidas terminadas</translation>
        </message>
        <message>
            <source>&amp;Watch and review</source>
            <translation>&amp;Ver y analizar</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Todas las partidas</translation>
        </message>
        <message>
            <source>Games played</source>
            <translation>Partidas jugadas</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Ganadas</translation>
        </message>
        <message>
            <source>Shared victories</source>
            <translation>Victorias compartidas</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdidas</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Porcentaje de victorias</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Mejor puntuación</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Puntuación media</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>Draw the top card (D)</source>
            <translation>Roba la carta de encima (D)</translation>
        </message>
        <message>
            <source>Put the drawn card here ({0})</source>
            <translation>Pon aquí la carta robada ({0})</translation>
        </message>
        <message>
            <source>Take this column ({0})</source>
            <translation>Toma esta columna ({0})</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Hecho</translation>
        </message>
        <message>
            <source>Done ({0})</source>
            <translation>Hecho ({0})</translation>
        </message>
        <message>
            <source>End your turn (S)</source>
            <translation>Terminar tu turno (S)</translation>
        </message>
        <message>
            <source>Stop placing: the cards left go to the box (S)</source>
            <translation>Dejar de colocar: las cartas que quedan van a la caja (S)</translation>
        </message>
        <message numerus="yes">
            <source>Discard %n contracts</source>
            <translation>
                <numerusform>Descartar %n Contrato</numerusform>
                <numerusform>Descartar %n Contratos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Spend your token: discard %n of your contracts</source>
            <translation>
                <numerusform>Usa tu ficha: descarta %n de tus Contratos</numerusform>
                <numerusform>Usa tu ficha: descarta %n de tus Contratos</numerusform>
            </translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Registro de la partida</translation>
        </message>
        <message>
            <source>Master builder’s medal: 1 VP. It goes to the first player with a skyscraper, then to anyone with strictly more.</source>
            <translation>Medalla de Especialista de obras: 1 PV. Es para quien tiene primero un Rascacielos, y después para quien tenga estrictamente más.</translation>
        </message>
        <message>
            <source>Cards taken from a column wait here until they are placed.</source>
            <translation>Las cartas tomadas de una columna esperan aquí hasta que se colocan.</translation>
        </message>
        <message>
            <source>Taken cards wait here.</source>
            <translation>Las cartas tomadas esperan aquí.</translation>
        </message>
        <message>
            <source>Drawn card</source>
            <translation>Carta robada</translation>
        </message>
        <message>
            <source>choose its column</source>
            <translation>elige su columna</translation>
        </message>
        <message>
            <source>Taken cards · {0}</source>
            <translation>Cartas tomadas · {0}</translation>
        </message>
        <message>
            <source>{0}: total value {1}; {2}; {3}.</source>
            <translation>{0}: valor total {1}; {2}; {3}.</translation>
        </message>
        <message>
            <source>its bonus is used</source>
            <translation>su Bonificación ya se usó</translation>
        </message>
        <message>
            <source>two bonus symbols here earn the {0} (or a tracks token)</source>
            <translation>dos símbolos de Bonificación aquí dan la {0} (o una ficha de vías)</translation>
        </message>
        <message>
            <source>you hold its completion token</source>
            <translation>tienes su ficha de Distrito finalizado</translation>
        </message>
        <message>
            <source>filling it first earns its completion token (1 VP)</source>
            <translation>llenarla antes que nadie da su ficha de Distrito finalizado (1 PV)</translation>
        </message>
        <message>
            <source>its completion token is gone</source>
            <translation>su ficha de Distrito finalizado ya no está</translation>
        </message>
    </context>
    <context>
        <name>Titles</name>
        <message>
            <source> vs </source>
            <translation> contra </translation>
        </message>
        <message>
            <source>Turn {0}, unfinished</source>
            <translation>Turno {0}, sin terminar</translation>
        </message>
        <message>
            <source>Shared victory with {0} VP</source>
            <translation>Victoria compartida con {0} PV</translation>
        </message>
        <message>
            <source>You won with {0} VP</source>
            <translation>Ganaste con {0} PV</translation>
        </message>
        <message>
            <source>{0} won with {1} VP</source>
            <translation>Ganó {0} con {1} PV</translation>
        </message>
    </context>
    <context>
        <name>Trouble</name>
        <message>
            <source>the AI's helper process stopped twice; try again, and see the app's log if it goes on</source>
            <translation>el proceso auxiliar de la IA se detuvo dos veces; inténtalo de nuevo y, si sigue pasando, mira el registro de la aplicación</translation>
        </message>
        <message>
            <source>the AI ran into a problem it could not get past; the app's log tells more</source>
            <translation>la IA encontró un problema que no pudo superar; el registro de la aplicación da más detalles</translation>
        </message>
        <message>
            <source>The save file “{0}” is damaged.</source>
            <translation>El archivo guardado «{0}» está dañado.</translation>
        </message>
        <message>
            <source>The save file “{0}” was written by a newer version of SF Desktop.</source>
            <translation>El archivo guardado «{0}» lo escribió una versión más reciente de SF Desktop.</translation>
        </message>
        <message>
            <source>The save file “{0}” cannot be read.</source>
            <translation>No se puede leer el archivo guardado «{0}».</translation>
        </message>
        <message>
            <source>The save file “{0}” cannot be used.</source>
            <translation>No se puede usar el archivo guardado «{0}».</translation>
        </message>
        <message>
            <source>it ends too early (the file was cut short)</source>
            <translation>se acaba antes de tiempo (el archivo quedó cortado)</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>está vacío</translation>
        </message>
        <message>
            <source>the checksum does not match the contents (the file was changed or cut)</source>
            <translation>su suma de comprobación no coincide con el contenido (el archivo se modificó o se cortó)</translation>
        </message>
        <message>
            <source>it is not there any more (moved or deleted?)</source>
            <translation>ya no está ahí (¿se movió o se borró?)</translation>
        </message>
        <message>
            <source>there is no permission to read it</source>
            <translation>no hay permiso para leerlo</translation>
        </message>
        <message>
            <source>The save file “{0}” is damaged: {1}.</source>
            <translation>El archivo guardado «{0}» está dañado: {1}.</translation>
        </message>
        <message>
            <source>The save file “{0}” cannot be read: {1}.</source>
            <translation>No se puede leer el archivo guardado «{0}»: {1}.</translation>
        </message>
        <message>
            <source>Detail: {0}</source>
            <translation>Detalle: {0}</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>there is no permission to write there</source>
            <translation>no hay permiso para escribir ahí</translation>
        </message>
        <message>
            <source>the disk can only be read</source>
            <translation>el disco es de solo lectura</translation>
        </message>
        <message>
            <source>the folder is not there</source>
            <translation>la carpeta no existe</translation>
        </message>
        <message>
            <source>the name is too long</source>
            <translation>el nombre es demasiado largo</translation>
        </message>
        <message>
            <source>the disk space allowed to you is used up</source>
            <translation>se ha agotado el espacio en disco que tienes asignado</translation>
        </message>
    </context>
    <context>
        <name>UndoRedo</name>
        <message>
            <source>No undo in online games: a move is final once the server has it</source>
            <translation>En las partidas en línea no se deshace: una jugada es definitiva cuando la tiene el servidor</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>Undo and redo</source>
            <translation>Deshacer y rehacer</translation>
        </message>
        <message>
            <source>Decision taken back.</source>
            <translation>Decisión deshecha.</translation>
        </message>
        <message>
            <source>Decision made again.</source>
            <translation>Decisión rehecha.</translation>
        </message>
        <message>
            <source>Take back your last decision</source>
            <translation>Deshacer tu última decisión</translation>
        </message>
        <message>
            <source>Nothing to take back yet: no decision of yours in this game so far</source>
            <translation>Aún no hay nada que deshacer: todavía no has tomado ninguna decisión en esta partida</translation>
        </message>
        <message>
            <source>A card was drawn after your last decision: what it is cannot be forgotten, so undo stops there</source>
            <translation>Después de tu última decisión se robó una carta: lo que es no se puede olvidar, así que deshacer se detiene ahí</translation>
        </message>
        <message>
            <source>The game is over and its result kept</source>
            <translation>La partida ha terminado y su resultado se ha guardado</translation>
        </message>
        <message>
            <source>Make the decision you took back again</source>
            <translation>Volver a tomar la decisión que deshiciste</translation>
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
            <translation>No hay partidas sin terminar</translation>
        </message>
    </context>
    <context>
        <name>Unsaved</name>
        <message>
            <source>Save the game in progress before starting a new one?</source>
            <translation>¿Guardar la partida en curso antes de empezar otra?</translation>
        </message>
        <message>
            <source>Save the game in progress before opening another?</source>
            <translation>¿Guardar la partida en curso antes de abrir otra?</translation>
        </message>
        <message>
            <source>Save the game in progress before the rematch?</source>
            <translation>¿Guardar la partida en curso antes de la revancha?</translation>
        </message>
        <message>
            <source>Save the game in progress before playing on from the replay?</source>
            <translation>¿Guardar la partida en curso antes de seguir jugando desde la repetición?</translation>
        </message>
        <message>
            <source>Save the game in progress before quitting?</source>
            <translation>¿Guardar la partida en curso antes de salir?</translation>
        </message>
        <message>
            <source>This window does not save games on its own: if you do not save it, the game is lost.</source>
            <translation>Esta ventana no guarda las partidas por sí sola: si no la guardas, la partida se pierde.</translation>
        </message>
        <message>
            <source>If you do not save it in a file, it is offered for resuming the next time you start San Francisco.</source>
            <translation>Si no la guardas en un archivo, se te ofrecerá reanudarla la próxima vez que abras San Francisco.</translation>
        </message>
        <message>
            <source>If you do not save it in a file, you can still go back to it from Game ▸ Unfinished games.</source>
            <translation>Si no la guardas en un archivo, podrás volver a ella desde Partida ▸ Partidas sin terminar.</translation>
        </message>
        <message>
            <source>Game in progress</source>
            <translation>Partida en curso</translation>
        </message>
        <message>
            <source>&amp;Don't save</source>
            <translation>&amp;No guardar</translation>
        </message>
    </context>
    <context>
        <name>WelcomeLine</name>
        <message>
            <source>F1 shows the rules; Help ▸ Guided first game explains as you play.</source>
            <translation>F1 muestra las reglas; Ayuda ▸ Partida guiada te explica el juego mientras juegas.</translation>
        </message>
        <message>
            <source>Welcome to San Francisco.</source>
            <translation>Te damos la bienvenida a San Francisco.</translation>
        </message>
    </context>
    <context>
        <name>WelcomePanel</name>
        <message>
            <source>Welcome to San Francisco</source>
            <translation>Te damos la bienvenida a San Francisco</translation>
        </message>
        <message>
            <source>Plan a city of five districts, link it with cable cars and raise skyscrapers. Choose your first game:</source>
            <translation>Planifica una ciudad de cinco barrios, únela con tranvías y levanta rascacielos. Elige tu primera partida:</translation>
        </message>
        <message>
            <source>&amp;Opponents:</source>
            <translation>&amp;Rivales:</translation>
        </message>
        <message>
            <source>AI &amp;level:</source>
            <translation>&amp;Nivel de la IA:</translation>
        </message>
        <message>
            <source>One AI</source>
            <translation>Una IA</translation>
        </message>
        <message>
            <source>Two AIs</source>
            <translation>Dos IA</translation>
        </message>
        <message>
            <source>Three AIs</source>
            <translation>Tres IA</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Fácil</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Media</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difícil</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Experta</translation>
        </message>
        <message>
            <source>Guided first game</source>
            <translation>Partida guiada</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jugar</translation>
        </message>
        <message>
            <source>Other games…</source>
            <translation>Otras partidas…</translation>
        </message>
        <message>
            <source>Friends at this screen, up to four players, names, a seed to replay a deal.</source>
            <translation>Amigos ante esta pantalla, hasta cuatro jugadores, nombres, una semilla para repetir un reparto.</translation>
        </message>
        <message>
            <source>Open a saved game…</source>
            <translation>Abrir una partida guardada…</translation>
        </message>
        <message>
            <source>Play a friend online…</source>
            <translation>Jugar con un amigo en línea…</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <source>Your rating is {0} ± {1}: {2} should give you even games.</source>
            <translation>Tu puntuación es {0} ± {1}: con {2} tendrás partidas igualadas.</translation>
        </message>
        <message>
            <source>You against {0}.</source>
            <translation>Tú contra {0}.</translation>
        </message>
        <message>
            <source>Each rule is explained the first time it matters.</source>
            <translation>Cada regla se explica la primera vez que cuenta.</translation>
        </message>
        <message>
            <source>{0} and {1}</source>
            <translation>{0} y {1}</translation>
        </message>
    </context>
    <context>
        <name>WinChanceChart</name>
        <message>
            <source>Chance to win over the game</source>
            <translation>Probabilidad de ganar a lo largo de la partida</translation>
        </message>
        <message>
            <source>Chance to win, turn by turn</source>
            <translation>Probabilidad de ganar por turno</translation>
        </message>
        <message>
            <source>Chance to win</source>
            <translation>Probabilidad de ganar</translation>
        </message>
        <message>
            <source>{0}%</source>
            <translation>{0} %</translation>
        </message>
    </context>
</TS>
