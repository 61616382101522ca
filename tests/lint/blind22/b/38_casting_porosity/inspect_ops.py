import jax
import jax.numpy as jnp


@jax.jit
def porosity_index(batch):
    dark = (batch["images"] < 0.05).astype(jnp.float32) * batch["roi"]
    return jnp.sum(dark, axis=(1, 2)) / jnp.sum(batch["roi"])
