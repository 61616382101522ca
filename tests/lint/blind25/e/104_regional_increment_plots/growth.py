from functools import partial
import jax
import jax.numpy as jnp
from regions import REGION_COEFS

@partial(jax.jit, static_argnames=("region",))
def region_increment(dbh, ba, region):
    a, b = REGION_COEFS[region]
    return a * jnp.log1p(dbh) * jnp.exp(-b * ba)
