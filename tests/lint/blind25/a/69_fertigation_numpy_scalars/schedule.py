import numpy as np


def load_fertigation_plan(seed=4, n_events=8):
    rng = np.random.default_rng(seed)
    plan = np.zeros(n_events, dtype=[("day", "i4"), ("n_kg", "f4"), ("water_mm", "f4")])
    plan["day"] = np.sort(rng.choice(np.arange(20, 100), n_events, replace=False))
    plan["n_kg"] = rng.choice([10, 15, 20, 25], n_events)
    plan["water_mm"] = rng.uniform(8, 18, n_events)
    return plan
