import numpy as np
import jax
import jax.numpy as jnp
from logbooks import read_landings

@jax.jit
def seasonal_summary(monthly):
    q = monthly.reshape(4, 3).sum(axis=1)
    share = q / jnp.sum(q)
    return jnp.sum(monthly), share

rng = np.random.default_rng(9)
for year in range(2006, 2014):
    total, share = seasonal_summary(read_landings(year, rng))
    print(year, float(total), np.round(np.asarray(share), 2))
