import jax.numpy as jnp


def set_temperature(model, epoch, t0=1.0, rate=0.6):
    model.temperature[...] = jnp.asarray(t0 * rate ** epoch, dtype=jnp.float32)
