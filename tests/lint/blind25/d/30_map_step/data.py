import numpy as np

def appeals_by_court(seed=0, n_judges=10):
    rng = np.random.default_rng(seed)
    courts = {}
    for name, n in [("1st Cir", 40), ("2nd Cir", 55), ("9th Cir", 72)]:
        judges = rng.integers(0, n_judges, size=n).astype(np.int32)
        outcomes = (rng.random(n) < 0.3).astype(np.float32)
        courts[name] = (outcomes, judges)
    return courts
