import jax
import jax.numpy as jnp
import numpy as np

from telemetry import STATIONS, hourly_block


@jax.jit
def masked_network_rsam(block, alive):
    levels = jnp.mean(jnp.abs(block - block.mean(axis=1, keepdims=True)), axis=1)
    med = jnp.nanmedian(jnp.where(alive, levels, jnp.nan))
    return levels, med


rng = np.random.default_rng(143)
for hour in range(7):
    block, alive = hourly_block(rng, hour)
    levels, med = masked_network_rsam(block, alive)
    print(hour, [s for s, a in zip(STATIONS, alive) if a], round(float(med), 3))
