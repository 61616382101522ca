import jax
import jax.numpy as jnp

from leads import LEAD_STATS, LEADS

_STATS = jnp.asarray([LEAD_STATS[lead] for lead in LEADS], dtype=jnp.float32)


@jax.jit
def normalise_leads(x):
    # x: [12, samples], rows in LEADS order
    mu, sd = _STATS[:, 0:1], _STATS[:, 1:2]
    z = (x - mu) / sd
    return jnp.clip(z, -8.0, 8.0)
