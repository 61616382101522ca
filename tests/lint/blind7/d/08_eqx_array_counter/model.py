import equinox as eqx
import jax
import jax.numpy as jnp


class QNetwork(eqx.Module):
    layers: list
    updates_seen: jax.Array

    def __init__(self, key, obs_dim, n_actions, hidden=32):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(obs_dim, hidden, key=k1), eqx.nn.Linear(hidden, n_actions, key=k2)]
        self.updates_seen = jnp.zeros((), dtype=jnp.int32)

    def __call__(self, obs):
        h = jax.nn.relu(self.layers[0](obs))
        return self.layers[1](h)
