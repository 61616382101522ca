import equinox as eqx
import jax
import jax.numpy as jnp


class QNetwork(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, obs_dim, n_actions, key):
        self.mlp = eqx.nn.MLP(obs_dim, n_actions, width_size=32, depth=2, key=key)

    def __call__(self, obs):
        return jax.vmap(self.mlp)(obs)


@eqx.filter_jit
def boltzmann_actions(qnet, obs, key, temperature):
    q = qnet(obs)
    return jax.random.categorical(key, q / temperature, axis=-1)
