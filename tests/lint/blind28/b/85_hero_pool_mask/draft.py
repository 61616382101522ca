import numpy as np

N_HEROES = 40


def ban_mask(rng):
    mask = np.ones(N_HEROES, bool)
    mask[rng.choice(N_HEROES, size=6, replace=False)] = False
    return mask
