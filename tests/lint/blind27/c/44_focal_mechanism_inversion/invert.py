from functools import partial

import jax
import jax.numpy as jnp

from moment_tensor import radiation_misfit

CANDIDATES = jnp.array([
    [1.0, -1.0, 0.0, 0.0, 0.0, 0.0],
    [0.0, 0.0, 0.0, 1.0, 0.0, 0.0],
    [-0.5, -0.5, 1.0, 0.0, 0.0, 0.0],
    [0.0, 0.0, 0.0, 0.0, 1.0, 0.0],
    [0.0, 0.0, 0.0, 0.0, 0.0, 1.0],
])


def fit_mechanism(takeoff, azimuth, polarity, sharpness=5.0):
    loss = jax.jit(partial(radiation_misfit, sharpness=sharpness))
    scores = [float(loss(m, takeoff, azimuth, polarity)) for m in CANDIDATES]
    best = min(range(len(scores)), key=scores.__getitem__)
    return CANDIDATES[best], scores[best]
