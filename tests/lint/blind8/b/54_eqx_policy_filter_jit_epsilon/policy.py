import equinox as eqx
import jax
import jax.numpy as jnp


class QPolicy(eqx.Module):
    layers: list

    def __init__(self, obs_dim, n_actions, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(obs_dim, 32, key=k1), eqx.nn.Linear(32, n_actions, key=k2)]

    def __call__(self, obs):
        return self.layers[1](jax.nn.relu(self.layers[0](obs)))


@eqx.filter_jit
def act(policy, obs, key, epsilon):
    q = jax.vmap(policy)(obs)
    k1, k2 = jax.random.split(key)
    explore = jax.random.uniform(k1, (obs.shape[0],)) < epsilon
    return jnp.where(explore, jax.random.randint(k2, (obs.shape[0],), 0, q.shape[-1]), q.argmax(-1))
