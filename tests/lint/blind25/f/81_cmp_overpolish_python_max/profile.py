import jax
import jax.numpy as jnp


@jax.jit
def predicted_profile(pre_thickness, zone_rates, op_seconds, main_seconds):
    r = jnp.linspace(0, 1, pre_thickness.shape[0])
    zone = jnp.clip((r * zone_rates.shape[0]).astype(jnp.int32), 0, zone_rates.shape[0] - 1)
    rate = zone_rates[zone]
    return pre_thickness - rate * (main_seconds + op_seconds)
