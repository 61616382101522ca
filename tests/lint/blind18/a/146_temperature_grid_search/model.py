import equinox as eqx
import jax
import jax.numpy as jnp


class CalibratedClassifier(eqx.Module):
    mlp: eqx.nn.MLP
    temperature: jax.Array

    def __init__(self, bands, classes, key):
        self.mlp = eqx.nn.MLP(bands, classes, 16, 2, key=key)
        self.temperature = jnp.ones(())

    def __call__(self, pixel):
        return self.mlp(pixel) / self.temperature


def set_temperature(model, t):
    return eqx.tree_at(lambda m: m.temperature, model, jnp.asarray(t, jnp.float32))
