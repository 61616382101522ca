import functools

import jax
import jax.numpy as jnp


def thickness_score(readings, nominal, tolerance):
    dev = jnp.abs(readings - nominal) / tolerance
    return jnp.clip(dev, 0.0, 3.0).mean(axis=-1)


@functools.lru_cache(maxsize=None)
def _scorer_for(nominal, tolerance):
    return jax.jit(functools.partial(thickness_score, nominal=nominal, tolerance=tolerance))


def get_scorer(spec):
    return _scorer_for(float(spec["nominal"]), float(spec["tolerance"]))
