import numpy as np
import jax
import jax.numpy as jnp

CAPACITY_KWH = 1200.0
LOSS_PER_H = 0.005


@jax.jit
def ice_storage_step(soc, charge_kw, discharge_kw):
    soc = soc * (1 - LOSS_PER_H) + (charge_kw * 0.92 - discharge_kw) / CAPACITY_KWH
    return jnp.clip(soc, 0.0, 1.0)


def initial_soc(frac):
    return jnp.asarray(frac, dtype=jnp.float32)


hours = np.arange(24)
charge = jnp.asarray(np.where((hours < 6) | (hours >= 22), 150.0, 0.0), jnp.float32)
discharge = jnp.asarray(np.where((hours >= 12) & (hours < 18), 160.0, 0.0), jnp.float32)
for start in (0.1, 0.3, 0.5):
    soc = initial_soc(start)
    for h in hours:
        soc = ice_storage_step(soc, charge[h], discharge[h])
    print(start, round(float(soc), 3))
