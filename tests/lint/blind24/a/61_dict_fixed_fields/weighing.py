import numpy as np

N_CALVES = 40


def weigh_session(rng, day):
    present = np.zeros(N_CALVES, np.float32)
    weights = np.zeros(N_CALVES, np.float32)
    idx = rng.choice(N_CALVES, size=int(rng.integers(30, 38)), replace=False)
    present[idx] = 1.0
    weights[idx] = rng.normal(180 + 0.9 * day, 15, len(idx))
    return {"weight": weights, "present": present}
