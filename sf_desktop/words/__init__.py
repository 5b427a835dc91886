"""The app's words: facts from the model turned into sentences in the person's language.

Only QtCore's translator is used here (no widgets, no game model, no files), so the window
and the command line say the same sentences. :mod:`glossary` names every district, card,
token and bonus once; :mod:`people` says who is spoken of (by name, or as "you"); the other
modules word the log, the prompts, the hints and the review from them."""
