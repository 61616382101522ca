import functools

import jax
import jax.numpy as jnp


def thickness_score(readings, nominal, tolerance):
    dev = jnp.abs(readings - nominal) / tolerance
    return jnp.clip(dev, 0.0, 3.0).mean(axis=-1)


def get_scorer(spec):
    return jax.jit(functools.partial(thickness_score, nominal=spec["nominal"], tolerance=spec["tolerance"]))
