import numpy as np

N_AGENTS, STEPS = 5, 20


def replay_log(rng):
    t = np.arange(STEPS) * 0.1
    xy = np.cumsum(rng.normal(size=(N_AGENTS, STEPS, 2)), axis=1)
    return xy, t


def synthetic(rng):
    t = (np.arange(STEPS) * 0.1).astype(np.float32)
    xy = np.cumsum(rng.normal(size=(N_AGENTS, STEPS, 2)), axis=1).astype(np.float32)
    return xy, t
