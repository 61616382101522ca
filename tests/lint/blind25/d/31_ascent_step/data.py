import numpy as np

MAX_APPEALS = 80

def appeals_by_court(seed=0, n_judges=10):
    rng = np.random.default_rng(seed)
    for name, n in [("1st Cir", 40), ("2nd Cir", 55), ("9th Cir", 72)]:
        judges = np.zeros(MAX_APPEALS, np.int32)
        outcomes = np.zeros(MAX_APPEALS, np.float32)
        mask = np.zeros(MAX_APPEALS, np.float32)
        judges[:n] = rng.integers(0, n_judges, size=n)
        outcomes[:n] = rng.random(n) < 0.3
        mask[:n] = 1.0
        yield name, outcomes, judges, mask
