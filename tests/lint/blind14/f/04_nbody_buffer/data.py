import numpy as np

CAPACITY = 32


def spawn(rng, n):
    pos = np.zeros((CAPACITY, 2), np.float32)
    vel = np.zeros((CAPACITY, 2), np.float32)
    alive = np.zeros((CAPACITY,), np.float32)
    pos[:n] = rng.normal(size=(n, 2))
    alive[:n] = 1.0
    return pos, vel, alive, n


def inject(pos, vel, alive, count, rng, k):
    pos, vel, alive = np.array(pos), np.array(vel), np.array(alive)
    pos[count:count + k] = rng.normal(size=(k, 2))
    vel[count:count + k] = 0.0
    alive[count:count + k] = 1.0
    return pos, vel, alive, count + k
