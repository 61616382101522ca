import equinox as eqx
import jax
import jax.numpy as jnp


class SoftmaxPolicy(eqx.Module):
    net: eqx.nn.MLP
    temperature: float

    def __init__(self, obs_dim, n_actions, key, temperature=2.0):
        self.net = eqx.nn.MLP(obs_dim, n_actions, 32, 2, key=key)
        self.temperature = temperature

    def __call__(self, obs):
        return jax.nn.log_softmax(self.net(obs) / self.temperature)


def anneal(policy, factor=0.8, floor=0.1):
    return eqx.tree_at(lambda p: p.temperature, policy,
                       max(policy.temperature * factor, floor))
