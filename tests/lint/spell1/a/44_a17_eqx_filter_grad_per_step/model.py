import equinox as eqx
import jax
import jax.numpy as jnp


class ValueNet(eqx.Module):
    layers: list

    def __init__(self, obs_dim, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(obs_dim, 32, key=k1), eqx.nn.Linear(32, 1, key=k2)]

    def __call__(self, obs):
        h = jax.nn.tanh(self.layers[0](obs))
        return self.layers[1](h)[0]


def td_loss(net, obs, returns):
    values = jax.vmap(net)(obs)
    return jnp.mean((values - returns) ** 2)
