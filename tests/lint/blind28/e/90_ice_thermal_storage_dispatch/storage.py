import jax
import jax.numpy as jnp

CAPACITY_KWH = 1200.0
LOSS_PER_H = 0.005


@jax.jit
def ice_storage_step(soc, charge_kw, discharge_kw):
    soc = soc * (1 - LOSS_PER_H) + (charge_kw * 0.92 - discharge_kw) / CAPACITY_KWH
    return jnp.clip(soc, 0.0, 1.0)
