import numpy as np


def lab_results(seed=0):
    rng = np.random.default_rng(seed)
    for i in range(7):
        yield f"UBA-{3100 + i}", float(rng.normal(2450, 35)), float(rng.uniform(25, 40))
