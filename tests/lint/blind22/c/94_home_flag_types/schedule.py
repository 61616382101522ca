import numpy as np

FIXTURES = np.array([[0, 1, 1], [2, 3, 0], [4, 5, 1], [1, 2, 0]])


def league_fixtures():
    for h, a, neutral in FIXTURES:
        yield int(h), int(a), neutral == 0


def cup_fixtures():
    for h, a in [(0, 5), (3, 1)]:
        yield h, a, 1
