import jax
import jax.numpy as jnp
import equinox as eqx

BREED_OFFSETS = {"angus": 0.0, "hereford": -0.05, "limousin": 0.08}


class CarcassWeightModel(eqx.Module):
    weights: jax.Array
    bias: jax.Array
    breed: str = eqx.field(static=True)

    def __init__(self, n_feat, breed, key):
        self.weights = jax.random.normal(key, (n_feat,)) * 0.1
        self.bias = jnp.zeros(())
        self.breed = breed

    def __call__(self, x):
        return x @ self.weights + self.bias + BREED_OFFSETS[self.breed]
