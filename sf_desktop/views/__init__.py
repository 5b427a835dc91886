"""Qt views, in rooms: the table, its panels, dialogs, aids, replays, the window and the look.

They draw what the session's game model says and send a person's intents back to it; they
never decide what is legal and never call the AI.
"""
