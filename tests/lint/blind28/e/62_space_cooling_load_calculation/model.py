import jax
import jax.numpy as jnp


@jax.jit
def cooling_load(q_solar, q_internal, q_envelope, q_ventilation):
    sensible = q_solar + q_internal + q_envelope
    return jnp.stack([sensible, q_ventilation, sensible + q_ventilation])
