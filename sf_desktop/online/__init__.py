"""Play over the network: the protocol, the game server and its client; no Qt here."""
