import jax
import jax.numpy as jnp
import numpy as np

from net import model
from tiling import tiles


@jax.jit
def tile_heatmap(params, tile):
    return jax.nn.sigmoid(model.apply(params, tile))


def main():
    rng = np.random.default_rng(0)
    pano = rng.normal(size=(100, 220)).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((48, 48)))
    heat = np.zeros_like(pano)
    for (y, x), t in tiles(pano):
        heat[y:y + t.shape[0], x:x + t.shape[1]] = np.asarray(tile_heatmap(params, t))
    print(heat.shape, float(heat.mean()))


if __name__ == "__main__":
    main()
