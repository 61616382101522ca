from functools import partial
import jax
import jax.numpy as jnp
from breeds import MATURE_WEIGHT, MATURATION_RATE


@partial(jax.jit, static_argnames=("breed",))
def gompertz_weight(age_days, birth_weight, breed):
    a = MATURE_WEIGHT[breed]
    k = MATURATION_RATE[breed]
    b = jnp.log(a / birth_weight)
    return a * jnp.exp(-b * jnp.exp(-k * age_days))
