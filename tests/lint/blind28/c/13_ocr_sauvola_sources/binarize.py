import jax
import jax.numpy as jnp


@jax.jit
def sauvola_threshold(pages):
    pages = pages / jnp.max(pages)
    k = 0.2
    pad = jnp.pad(pages, ((0, 0), (2, 2), (2, 2)), mode="edge")
    windows = jnp.stack([pad[:, i:i + 32, j:j + 32] for i in range(5) for j in range(5)], axis=0)
    mean = windows.mean(axis=0)
    std = windows.std(axis=0)
    thresh = mean * (1 + k * (std / 0.5 - 1))
    return (pages > thresh).astype(jnp.uint8)
