import numpy as np


def spawn(rng, n):
    pos = rng.normal(size=(n, 2)).astype(np.float32)
    vel = np.zeros((n, 2), np.float32)
    return pos, vel


def inject(pos, vel, rng, k):
    new_pos, new_vel = spawn(rng, k)
    return np.concatenate([pos, new_pos]), np.concatenate([vel, new_vel])
