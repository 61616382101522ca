import jax
import jax.numpy as jnp


@jax.jit
def update_zoom(zoom, saliency_map, rate):
    h, w = saliency_map.shape
    ys, xs = jnp.mgrid[0:h, 0:w]
    mass = saliency_map / saliency_map.sum()
    cy, cx = (mass * ys).sum(), (mass * xs).sum()
    spread = jnp.sqrt((mass * ((ys - cy) ** 2 + (xs - cx) ** 2)).sum())
    target = jnp.clip(h / (4.0 * spread + 1e-3), 1.0, 3.0)
    return zoom + rate * (target - zoom)


class AutoFramer:
    def __init__(self, rate=0.3):
        self.rate = jnp.float32(rate)
        self.zoom = jnp.asarray(1.0)

    def observe(self, saliency_map):
        self.zoom = update_zoom(self.zoom, saliency_map, self.rate)
        return self.zoom
