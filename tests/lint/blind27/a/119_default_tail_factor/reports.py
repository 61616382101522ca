import jax.numpy as jnp

from reserving import ultimate_claims


def quarterly_close(latest, cdf):
    return ultimate_claims(latest, cdf)


def tail_study(latest, cdf, fitted_tail):
    return ultimate_claims(latest, cdf, tail=jnp.float32(fitted_tail))
