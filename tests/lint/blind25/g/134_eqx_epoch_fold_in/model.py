import equinox as eqx
import jax
import jax.numpy as jnp


class SpoilageClassifier(eqx.Module):
    """Volatile-amine sensor array (chicken breast packs) -> spoiled / fresh."""
    lin1: eqx.nn.Linear
    lin2: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.lin1 = eqx.nn.Linear(6, 16, key=k1)
        self.lin2 = eqx.nn.Linear(16, 1, key=k2)

    def __call__(self, x):
        return self.lin2(jax.nn.relu(self.lin1(x)))[0]
