import numpy as np

ROSTER = ["ade", "bruno", "cole", "diaz", "eze", "faye", "gil", "hale", "ivo", "jota"]


def match_squads(n_matches, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_matches):
        names = sorted(rng.choice(ROSTER, 7, replace=False).tolist())
        minutes = {n: float(rng.integers(20, 91)) for n in names}
        yield names, minutes
