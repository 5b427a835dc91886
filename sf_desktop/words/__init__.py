"""The app's words: facts from the model and the AI turned into sentences in the person's
language. :mod:`glossary` names every district, card, token and bonus once; :mod:`people`
says who is spoken of (by name, or as "you"); the other modules word the log, the prompts and
the hints from them."""
