import jax
import jax.numpy as jnp

from diagnostics import nudging_tendency
from spectral import spectral_nudge

N_KEEP = 4
ALPHA = 0.1

key = jax.random.PRNGKey(0)
field = jax.random.normal(key, (32, 64))
for hour in range(0, 24, 6):
    driver = jax.random.normal(jax.random.fold_in(key, hour), (32, 64))
    field = spectral_nudge(field, driver, n_keep=N_KEEP, alpha=ALPHA)
    print(hour, nudging_tendency(field, driver, N_KEEP, ALPHA))
