import numpy as np

ALL_TEAMS = ("fraud", "ledger", "payments", "risk")
ACTIVE = {1: {"payments", "risk", "ledger"}, 2: {"payments", "risk", "ledger", "fraud"}, 3: {"payments", "ledger", "fraud"}}


def hours_matrix(month, rng):
    h = np.zeros((len(ALL_TEAMS), 8), np.float32)
    active = np.zeros(len(ALL_TEAMS), bool)
    for i, t in enumerate(ALL_TEAMS):
        if t in ACTIVE[month]:
            h[i] = rng.uniform(120, 190, size=8)
            active[i] = True
    return h, active
