import numpy as np
import jax
import jax.numpy as jnp
from climate import month_matrix

@jax.jit
def masked_degree_days(temps, valid, t_crit):
    return jnp.sum(valid * jnp.maximum(temps - t_crit, 0.0)), jnp.max(jnp.where(valid > 0, temps, -jnp.inf))

temps, valid = month_matrix(2023, np.random.default_rng(70))
for m in range(12):
    dd, tmax = masked_degree_days(temps[m], valid[m], np.float32(15.0))
    print(m + 1, int(valid[m].sum()), round(float(dd), 1), round(float(tmax), 1))
