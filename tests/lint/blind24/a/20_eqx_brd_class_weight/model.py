import equinox as eqx
import jax
import jax.numpy as jnp


class BRDClassifier(eqx.Module):
    """Bovine respiratory disease risk from arrival data (weight, temp, commingling, transport h)."""
    linear1: eqx.nn.Linear
    linear2: eqx.nn.Linear
    pos_weight: jax.Array

    def __init__(self, key, pos_weight):
        k1, k2 = jax.random.split(key)
        self.linear1 = eqx.nn.Linear(4, 16, key=k1)
        self.linear2 = eqx.nn.Linear(16, 1, key=k2)
        self.pos_weight = jnp.asarray(pos_weight, dtype=jnp.float32)

    def __call__(self, x):
        return self.linear2(jax.nn.relu(self.linear1(x)))[0]
