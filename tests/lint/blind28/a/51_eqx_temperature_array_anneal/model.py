import equinox as eqx
import jax
import jax.numpy as jnp


class SegmentClassifier(eqx.Module):
    """Guest segment (leisure / business / group / crew) from booking attributes."""
    mlp: eqx.nn.MLP
    temperature: jax.Array

    def __init__(self, key, temperature=2.0):
        self.mlp = eqx.nn.MLP(7, 4, 32, 2, key=key)
        self.temperature = jnp.asarray(temperature, jnp.float32)

    def __call__(self, x):
        return jax.nn.log_softmax(self.mlp(x) / jax.lax.stop_gradient(self.temperature))
