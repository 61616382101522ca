import equinox as eqx
import jax
import jax.numpy as jnp


class SargassumDetector(eqx.Module):
    conv: eqx.nn.Conv2d
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(4, 8, 3, padding=1, key=k1)
        self.head = eqx.nn.Linear(8, 1, key=k2)

    def __call__(self, patch):
        h = jax.nn.relu(self.conv(patch))
        return jax.nn.sigmoid(self.head(h.mean(axis=(1, 2))))[0]


@eqx.filter_jit
def score_patches(model, patches):
    return jax.vmap(model)(patches)
