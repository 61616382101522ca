import numpy as np

ROSTER = ["ade", "bruno", "cole", "diaz", "eze", "faye", "gil", "hale", "ivo", "jota"]
INDEX = {n: i for i, n in enumerate(ROSTER)}


def match_squads(n_matches, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_matches):
        names = sorted(rng.choice(ROSTER, 7, replace=False).tolist())
        minutes = np.zeros(len(ROSTER), np.float32)
        for n in names:
            minutes[INDEX[n]] = float(rng.integers(20, 91))
        yield names, minutes
