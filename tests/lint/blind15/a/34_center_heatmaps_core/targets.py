import jax
import jax.numpy as jnp


def gaussian_heatmap(centers, size, sigma=1.5):
    yy, xx = jnp.mgrid[:size, :size]
    d2 = (yy[None] - centers[:, 0, None, None]) ** 2 + (xx[None] - centers[:, 1, None, None]) ** 2
    return jnp.max(jnp.exp(-d2 / (2 * sigma ** 2)), axis=0, initial=0.0)


@jax.jit
def render_targets(boxes_per_image):
    maps = []
    for boxes in boxes_per_image:
        centers = (boxes[:, :2] + boxes[:, 2:]) / 2.0
        maps.append(gaussian_heatmap(centers, 16))
    return jnp.stack(maps)
