import numpy as np


def initial_state(n, seed=0):
    rng = np.random.default_rng(seed)
    pos = rng.uniform(-1, 1, size=(n, 3)).astype(np.float32)
    vel = np.zeros((n, 3), np.float32)
    quat = np.tile(np.array([1, 0, 0, 0], np.float32), (n, 1))
    omega = rng.normal(size=(n, 3)).astype(np.float32)
    return [pos, vel, quat, omega]


def respawn(state, out_of_bounds, seed):
    fresh = initial_state(state[0].shape[0], seed)
    return [np.where(out_of_bounds[:, None], f, np.asarray(s)) for f, s in zip(fresh, state)]
