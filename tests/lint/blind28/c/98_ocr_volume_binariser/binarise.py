import jax
import jax.numpy as jnp


@jax.jit
def ink_mask(page, threshold):
    return (page < threshold).astype(jnp.uint8)


def otsu_threshold(page, bins=32):
    hist, edges = jnp.histogram(page, bins=bins, range=(0.0, 1.0))
    centers = (edges[:-1] + edges[1:]) / 2
    w0 = jnp.cumsum(hist)
    w1 = w0[-1] - w0
    m0 = jnp.cumsum(hist * centers) / jnp.maximum(w0, 1)
    m1 = (jnp.sum(hist * centers) - jnp.cumsum(hist * centers)) / jnp.maximum(w1, 1)
    between = w0 * w1 * (m0 - m1) ** 2
    return centers[jnp.argmax(between)]
