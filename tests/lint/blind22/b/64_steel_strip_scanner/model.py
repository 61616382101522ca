import equinox as eqx
import jax
import jax.numpy as jnp


class TileScorer(eqx.Module):
    conv: eqx.nn.Conv2d
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(1, 4, 3, key=k1)
        self.head = eqx.nn.Linear(4, 1, key=k2)

    def __call__(self, tile):
        h = jax.nn.relu(self.conv(tile[None]))
        return jax.nn.sigmoid(self.head(h.mean(axis=(1, 2))))[0]


@eqx.filter_jit
def score_tiles(model, tiles):
    return jax.vmap(model)(tiles)
