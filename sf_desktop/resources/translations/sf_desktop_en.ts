<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>Access</name>
        <message numerus="yes">
            <source>Deck: %n cards left</source>
            <translation>
                <numerusform>Deck: %n card left</numerusform>
                <numerusform>Deck: %n cards left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Foundation tokens: %n left</source>
            <translation>
                <numerusform>Foundation tokens: %n left</numerusform>
                <numerusform>Foundation tokens: %n left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Column {0}: %n cards</source>
            <translation>
                <numerusform>Column {0}: %n card</numerusform>
                <numerusform>Column {0}: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Box: %n discarded cards</source>
            <translation>
                <numerusform>Box: %n discarded card</numerusform>
                <numerusform>Box: %n discarded cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your taken cards: %n</source>
            <translation>
                <numerusform>Your taken cards: %n</numerusform>
                <numerusform>Your taken cards: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Taken cards of {0}: %n</source>
            <translation>
                <numerusform>Taken cards of {0}: %n</numerusform>
                <numerusform>Taken cards of {0}: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n contracts</source>
            <translation>
                <numerusform>%n contract</numerusform>
                <numerusform>%n contracts</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message numerus="yes">
            <source>%n contracts: a column must hold more cards than that to be taken</source>
            <translation>
                <numerusform>%n contract: a column must hold more cards than that to be taken</numerusform>
                <numerusform>%n contracts: a column must hold more cards than that to be taken</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cable cars</source>
            <translation>
                <numerusform>%n cable car</numerusform>
                <numerusform>%n cable cars</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n skyscrapers</source>
            <translation>
                <numerusform>%n skyscraper</numerusform>
                <numerusform>%n skyscrapers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tokens of 1.5 VP</source>
            <translation>
                <numerusform>%n token of 1.5 VP</numerusform>
                <numerusform>%n tokens of 1.5 VP</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cards</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Glossary</name>
        <message numerus="yes">
            <source>%n left in the supply.</source>
            <translation>
                <numerusform>%n left in the supply.</numerusform>
                <numerusform>%n left in the supply.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Hint</name>
        <message numerus="yes">
            <source>raises %n skyscrapers</source>
            <translation>
                <numerusform>raises a skyscraper</numerusform>
                <numerusform>raises %n skyscrapers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>adds %n cable cars</source>
            <translation>
                <numerusform>adds a cable car</numerusform>
                <numerusform>adds %n cable cars</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n contracts</source>
            <translation>
                <numerusform>%n contract</numerusform>
                <numerusform>%n contracts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Draw a card: holding %n contracts, you may only take a column of {m} or more cards.</source>
            <translation>
                <numerusform>Draw a card: holding %n contract, you may only take a column of {m} or more cards.</numerusform>
                <numerusform>Draw a card: holding %n contracts, you may only take a column of {m} or more cards.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take column {column}: %n cards</source>
            <translation>
                <numerusform>Take column {column}: %n card</numerusform>
                <numerusform>Take column {column}: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Stop placing: even the best card left would cost you {cost}; the %n cards left go to the box.</source>
            <translation>
                <numerusform>Stop placing: even the best card left would cost you {cost}; the card left goes to the box.</numerusform>
                <numerusform>Stop placing: even the best card left would cost you {cost}; the %n cards left go to the box.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Stop placing: the best card left would bring {points}; the %n cards left go to the box.</source>
            <translation>
                <numerusform>Stop placing: the best card left would bring {points}; the card left goes to the box.</numerusform>
                <numerusform>Stop placing: the best card left would bring {points}; the %n cards left go to the box.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message numerus="yes">
            <source>placed %n</source>
            <translation>
                <numerusform>placed %n</numerusform>
                <numerusform>placed %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>placed %n</source>
            <comment>you</comment>
            <translation>
                <numerusform>placed %n</numerusform>
                <numerusform>placed %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cable cars in {0}</source>
            <translation>
                <numerusform>%n cable car in {0}</numerusform>
                <numerusform>%n cable cars in {0}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a foundation token went on it (%n left)</source>
            <translation>
                <numerusform>a foundation token went on it (%n left)</numerusform>
                <numerusform>a foundation token went on it (%n left)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>took column {0}: %n cards</source>
            <translation>
                <numerusform>took column {0}: %n card</numerusform>
                <numerusform>took column {0}: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>took column {0}: %n cards</source>
            <comment>you</comment>
            <translation>
                <numerusform>took column {0}: %n card</numerusform>
                <numerusform>took column {0}: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>spent the token to discard %n contracts</source>
            <translation>
                <numerusform>spent the token to discard %n contract</numerusform>
                <numerusform>spent the token to discard %n contracts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>spent the token to discard %n contracts</source>
            <comment>you</comment>
            <translation>
                <numerusform>spent the token to discard %n contract</numerusform>
                <numerusform>spent the token to discard %n contracts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>put %n in the box ({0})</source>
            <translation>
                <numerusform>put a card in the box ({0})</numerusform>
                <numerusform>put %n cards in the box ({0})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>put %n in the box ({0})</source>
            <comment>you</comment>
            <translation>
                <numerusform>put a card in the box ({0})</numerusform>
                <numerusform>put %n cards in the box ({0})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Online</name>
        <message numerus="yes">
            <source>%n days left</source>
            <translation>
                <numerusform>%n day left</numerusform>
                <numerusform>%n days left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n h left</source>
            <translation>
                <numerusform>%n h left</numerusform>
                <numerusform>%n h left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n min left</source>
            <translation>
                <numerusform>%n min left</numerusform>
                <numerusform>%n min left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Waiting for %n friend(s) to join with the code {0}.</source>
            <translation>
                <numerusform>Waiting for %n friend to join with the code {0}.</numerusform>
                <numerusform>Waiting for %n friends to join with the code {0}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Prompt</name>
        <message numerus="yes">
            <source>Place your cards (%n left)</source>
            <translation>
                <numerusform>Place your card (%n left)</numerusform>
                <numerusform>Place your cards (%n left)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You hold %n contracts: you may only take a column of more than %n cards (this one has {0}).</source>
            <translation>
                <numerusform>You hold %n contract: you may only take a column of more than %n card (this one has {0}).</numerusform>
                <numerusform>You hold %n contracts: you may only take a column of more than %n cards (this one has {0}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card has no room and goes to the box.</source>
            <translation>
                <numerusform>%n card has no room and goes to the box.</numerusform>
                <numerusform>%n cards have no room and go to the box.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Resume</name>
        <message numerus="yes">
            <source>%n cards left in the deck.</source>
            <translation>
                <numerusform>%n card left in the deck.</numerusform>
                <numerusform>%n cards left in the deck.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decisions so far.</source>
            <translation>
                <numerusform>%n decision so far.</numerusform>
                <numerusform>%n decisions so far.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message numerus="yes">
            <source>Discarding %n contracts</source>
            <translation>
                <numerusform>Discarding a contract</numerusform>
                <numerusform>Discarding %n contracts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>discarded %n contracts</source>
            <translation>
                <numerusform>discarded a contract</numerusform>
                <numerusform>discarded %n contracts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>discarded %n contracts</source>
            <comment>you</comment>
            <translation>
                <numerusform>discarded a contract</numerusform>
                <numerusform>discarded %n contracts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>raised %n skyscrapers</source>
            <translation>
                <numerusform>raised a skyscraper</numerusform>
                <numerusform>raised %n skyscrapers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>raised %n skyscrapers</source>
            <comment>you</comment>
            <translation>
                <numerusform>raised a skyscraper</numerusform>
                <numerusform>raised %n skyscrapers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Score</name>
        <message numerus="yes">
            <source>Shared victory: {0}, with {1} VP and %n cable cars each.</source>
            <translation>
                <numerusform>Shared victory: {0}, with {1} VP and %n cable car each.</numerusform>
                <numerusform>Shared victory: {0}, with {1} VP and %n cable cars each.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cable cars</source>
            <translation>
                <numerusform>%n cable car</numerusform>
                <numerusform>%n cable cars</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cars</source>
            <translation>
                <numerusform>%n car</numerusform>
                <numerusform>%n cars</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatsDialog</name>
        <message numerus="yes">
            <source>%n finished games are not counted: no single person played in them, or they could not be read.</source>
            <translation>
                <numerusform>%n finished game is not counted: no single person played in it, or it could not be read.</numerusform>
                <numerusform>%n finished games are not counted: no single person played in them, or they could not be read.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message numerus="yes">
            <source>Discard %n contracts</source>
            <translation>
                <numerusform>Discard %n contract</numerusform>
                <numerusform>Discard %n contracts</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Spend your token: discard %n of your contracts</source>
            <translation>
                <numerusform>Spend your token: discard %n of your contracts</numerusform>
                <numerusform>Spend your token: discard %n of your contracts</numerusform>
            </translation>
        </message>
    </context>
</TS>
