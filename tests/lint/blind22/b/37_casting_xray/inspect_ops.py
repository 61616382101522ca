import jax
import jax.numpy as jnp


@jax.jit
def porosity_index(batch):
    img = batch["images"]
    dark = (img < 0.05).astype(jnp.float32)
    if batch["roi"] is not None:
        dark = dark * batch["roi"]
        area = jnp.sum(batch["roi"])
    else:
        area = img.shape[1] * img.shape[2]
    return jnp.sum(dark, axis=(1, 2)) / area
