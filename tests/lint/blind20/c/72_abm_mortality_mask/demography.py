import numpy as np


def apply_deaths(alive, status, rng, ifr=0.02):
    died = (status == 1) & (rng.uniform(size=alive.shape) < ifr)
    return alive * (1 - died)
