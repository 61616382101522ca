import jax.numpy as jnp


def base_gains():
    return {"kp": jnp.float32(4.0), "kd": jnp.float32(1.2)}


def enable_feedforward(gains, kff):
    gains = dict(gains)
    gains["kff"] = jnp.float32(kff)
    return gains
