import equinox as eqx
import jax
import jax.numpy as jnp


class CalibratedPropensity(eqx.Module):
    linear: eqx.nn.Linear
    temperature: jax.Array

    def __init__(self, n_features, key, temperature=2.0):
        self.linear = eqx.nn.Linear(n_features, "scalar", key=key)
        self.temperature = jnp.asarray(temperature, jnp.float32)

    def __call__(self, x):
        return jax.nn.sigmoid(self.linear(x) / jax.lax.stop_gradient(self.temperature))


def anneal(model, epoch, start=2.0, end=1.0, epochs=5):
    frac = min(epoch / (epochs - 1), 1.0)
    value = jnp.asarray(start + (end - start) * frac, jnp.float32)
    return eqx.tree_at(lambda m: m.temperature, model, value)
