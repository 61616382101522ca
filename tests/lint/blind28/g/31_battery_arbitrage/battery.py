import jax
import jax.numpy as jnp

CAPACITY_MWH = 100.0
POWER_MW = 25.0
EFF = 0.92


@jax.jit
def dispatch_hour(soc, price, price_ma):
    # charge when price below moving average, discharge above
    signal = jnp.tanh((price - price_ma) / 10.0)
    p = POWER_MW * signal
    p = jnp.clip(p, -(CAPACITY_MWH - soc) / EFF, soc * EFF)
    new_soc = soc - jnp.where(p > 0, p / EFF, p * EFF)
    return new_soc, p * price
