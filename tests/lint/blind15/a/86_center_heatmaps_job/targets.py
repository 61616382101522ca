import jax
import jax.numpy as jnp


def gaussian_heatmap(centers, valid, size, sigma=1.5):
    yy, xx = jnp.mgrid[:size, :size]
    d2 = (yy[None] - centers[:, 0, None, None]) ** 2 + (xx[None] - centers[:, 1, None, None]) ** 2
    peaks = jnp.exp(-d2 / (2 * sigma ** 2)) * valid[:, None, None]
    return jnp.max(peaks, axis=0, initial=0.0)


@jax.jit
def render_targets(boxes, valid):
    centers = (boxes[..., :2] + boxes[..., 2:]) / 2.0
    return jax.vmap(lambda c, v: gaussian_heatmap(c, v, 16))(centers, valid)
