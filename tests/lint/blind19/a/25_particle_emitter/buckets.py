import numpy as np


def bucket_size(n, minimum=16):
    """Round the particle count up to the next power of two."""
    size = minimum
    while size < n:
        size *= 2
    return size


def pad_particles(pos, vel, size):
    n = pos.shape[0]
    p = np.zeros((size, pos.shape[1]), np.float32)
    v = np.zeros((size, vel.shape[1]), np.float32)
    alive = np.zeros((size,), bool)
    p[:n], v[:n], alive[:n] = pos, vel, True
    return p, v, alive
