import equinox as eqx
import jax
import jax.numpy as jnp


class PropensityNet(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, n_features, key):
        self.mlp = eqx.nn.MLP(n_features, "scalar", width_size=16, depth=2, key=key)

    def __call__(self, x):
        return jax.nn.sigmoid(self.mlp(x))


def bce(p, t):
    p = jnp.clip(p, 1e-6, 1 - 1e-6)
    return -(t * jnp.log(p) + (1 - t) * jnp.log(1 - p))
