import equinox as eqx
import jax
import jax.numpy as jnp


class QuenchCorrection(eqx.Module):
    """Liquid scintillation counting efficiency vs quench-indicating parameter (tSIE)."""
    net: eqx.nn.MLP
    tsie_scale: jax.Array

    def __init__(self, key):
        self.net = eqx.nn.MLP(1, 1, 16, 2, key=key)
        self.tsie_scale = jnp.array(500.0, dtype=jnp.float32)

    def __call__(self, tsie):
        z = tsie / self.tsie_scale - 1.0
        return jax.nn.sigmoid(jax.vmap(self.net)(z[:, None])[:, 0] + 1.0)
