import equinox as eqx
import jax
import jax.numpy as jnp


class CalibratedPropensity(eqx.Module):
    linear: eqx.nn.Linear
    temperature: float

    def __init__(self, n_features, key, temperature=2.0):
        self.linear = eqx.nn.Linear(n_features, "scalar", key=key)
        self.temperature = temperature

    def __call__(self, x):
        return jax.nn.sigmoid(self.linear(x) / self.temperature)


def anneal(model, epoch, start=2.0, end=1.0, epochs=5):
    frac = min(epoch / (epochs - 1), 1.0)
    return eqx.tree_at(lambda m: m.temperature, model, start + (end - start) * frac)
