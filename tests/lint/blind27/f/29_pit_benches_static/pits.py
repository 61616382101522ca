import numpy as np

MAX_BENCHES = 20


def pit_sections(seed=4):
    rng = np.random.default_rng(seed)
    pits = []
    for name, depth in [("North", 12), ("Main", 18), ("South", 9), ("East", 14)]:
        value = np.zeros((MAX_BENCHES, 32), np.float32)
        value[:depth] = rng.normal(-1.0, 2.0, size=(depth, 32))
        pits.append((name, depth, value))
    return pits
