RUNWAYS = ("09L", "09R", "27L", "27R")

NOTAM_LOG = {
    6: {"09R"},
    9: {"09R", "27L"},
    12: set(),
    15: {"27L"},
}


def closed_at(hour):
    closed = set()
    for h, rwys in sorted(NOTAM_LOG.items()):
        if h <= hour:
            closed = rwys
    return frozenset(closed)
