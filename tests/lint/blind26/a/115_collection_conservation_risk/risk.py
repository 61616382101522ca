import jax.numpy as jnp
import equinox as eqx

RATES = {"iron": 0.08, "bronze": 0.03, "silver": 0.01, "lead": 0.05}


@eqx.filter_jit
def decay_index(rh, temp, material):
    k = RATES[material]
    return jnp.mean(k * jnp.exp(0.05 * (temp - 20.0)) * jnp.clip(rh - 40.0, 0.0, None))
