import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def accumulate_colostrum(running, igg_g_l, volume_l):
    # totals for failure-of-passive-transfer screening: IgG mass fed and calves below 50 g/L colostrum
    return running + jnp.stack([(igg_g_l * volume_l).sum(), (igg_g_l < 50).sum().astype(jnp.float32)])


rng = np.random.default_rng(78)
running = jnp.zeros(2, dtype=jnp.float32)
for week in range(8):
    igg = rng.normal(70, 20, 25).astype(np.float32)
    vol = rng.uniform(2, 4, 25).astype(np.float32)
    running = accumulate_colostrum(running, igg, vol)
print("IgG fed (g)", float(running[0]), "poor-quality feedings", int(running[1]))
