from typing import NamedTuple

import jax
import jax.numpy as jnp


class RateStats(NamedTuple):
    mean: jax.Array
    var: jax.Array
    n: jax.Array


def empty():
    return RateStats(mean=0.0, var=1.0, n=0)


@jax.jit
def update_stats(s, hourly_rates):
    x = hourly_rates.mean()
    n = s.n + 1
    delta = x - s.mean
    mean = s.mean + delta / n
    var = s.var + (delta * (x - mean) - s.var) / n
    return RateStats(mean, var, n)
