import numpy as np

from light import par_at_depth


def daily_fields(day, rng, shape=(30, 40)):
    par = (40 + 15 * np.sin(2 * np.pi * day / 365) + rng.normal(0, 2, shape)).astype(np.float32)
    kd = rng.uniform(0.03, 0.3, shape).astype(np.float32)
    return par, kd


def benthic_light(par, kd, depth=0):
    return par_at_depth(par, kd, depth)
