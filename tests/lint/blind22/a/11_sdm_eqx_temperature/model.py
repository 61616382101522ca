import equinox as eqx
import jax
import jax.numpy as jnp


class OccupancyNet(eqx.Module):
    mlp: eqx.nn.MLP
    temperature: float

    def __init__(self, n_covariates, n_species, key, temperature=2.0):
        self.mlp = eqx.nn.MLP(n_covariates, n_species, width_size=32, depth=2, key=key)
        self.temperature = temperature

    def __call__(self, x):
        return self.mlp(x) / self.temperature


def anneal(model, factor=0.8):
    return eqx.tree_at(lambda m: m.temperature, model, model.temperature * factor)
