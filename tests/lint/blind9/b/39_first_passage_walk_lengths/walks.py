import numpy as np


def absorbed_walk(rng, radius, step=1.0, max_steps=400):
    """2D random walk from the origin until it leaves a disk of the given radius."""
    pos = [np.zeros(2)]
    while np.linalg.norm(pos[-1]) < radius and len(pos) < max_steps:
        angle = rng.uniform(0, 2 * np.pi)
        pos.append(pos[-1] + step * np.array([np.cos(angle), np.sin(angle)]))
    return np.asarray(pos, np.float32)
