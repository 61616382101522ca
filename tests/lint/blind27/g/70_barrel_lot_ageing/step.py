import jax
import jax.numpy as jnp

from state import BarrelBatch

LOSS_RATE = {"french_oak": 0.021, "american_oak": 0.025}


@jax.jit
def age_month(b: BarrelBatch) -> BarrelBatch:
    rate = LOSS_RATE[b.cooperage] / 12.0
    return b.replace(volume=b.volume * (1.0 - rate), abv=b.abv * (1.0 - 0.1 * rate))
