import jax.numpy as jnp


def setpoint_vector(cfg):
    return jnp.asarray(cfg["heating_sp"], dtype=jnp.float32)
