import jax
import jax.numpy as jnp
import numpy as np

LX = jnp.asarray(100000 * np.exp(-np.cumsum(0.0003 * np.exp(0.09 * (np.arange(111) - 20)))), dtype=jnp.float32)


@jax.jit
def endowment_epv(entry_age, term, interest):
    t = jnp.arange(61)
    in_term = t < term
    lx = LX[jnp.clip(entry_age + t, 0, 110)]
    dx = lx - LX[jnp.clip(entry_age + t + 1, 0, 110)]
    v = (1.0 + interest) ** -(t + 1.0)
    death = jnp.sum(jnp.where(in_term, dx * v, 0.0)) / lx[0]
    survival = LX[jnp.clip(entry_age + term, 0, 110)] / lx[0] * (1.0 + interest) ** -term
    return death + survival
