ALL_LINES = ("red", "blue", "green", "orange", "purple")

POSSESSIONS = {
    1: {"green"},
    2: {"green"},
    3: set(),
    4: {"orange", "purple"},
    5: set(),
    6: {"blue"},
}


def lines_in_service(day):
    closed = POSSESSIONS.get(day, set())
    return tuple(l for l in ALL_LINES if l not in closed)
