import equinox as eqx
import jax
import jax.numpy as jnp


class PointNet(eqx.Module):
    local: eqx.nn.MLP
    head: eqx.nn.MLP

    def __init__(self, num_classes, key):
        k1, k2 = jax.random.split(key)
        self.local = eqx.nn.MLP(3, 32, width_size=32, depth=2, key=k1)
        self.head = eqx.nn.MLP(32, num_classes, width_size=32, depth=1, key=k2)

    def __call__(self, points):
        feats = jax.vmap(self.local)(points)
        return self.head(jnp.max(feats, axis=0))
