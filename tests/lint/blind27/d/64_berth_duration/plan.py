import numpy as np


def crane_plan(moves):
    if moves > 2500:
        return 5
    if moves > 1500:
        return 4
    if moves > 800:
        return 3
    return 2


def arrivals(seed=0, n=8):
    rng = np.random.default_rng(seed)
    return [float(round(m)) for m in rng.uniform(400, 3200, n)]
