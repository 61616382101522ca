import equinox as eqx
import jax
import jax.numpy as jnp


class SoftmaxPolicy(eqx.Module):
    net: eqx.nn.MLP
    temperature: jax.Array

    def __init__(self, obs_dim, n_actions, key, temperature=2.0):
        self.net = eqx.nn.MLP(obs_dim, n_actions, 32, 2, key=key)
        self.temperature = jnp.asarray(temperature, jnp.float32)

    def __call__(self, obs):
        t = jax.lax.stop_gradient(self.temperature)
        return jax.nn.log_softmax(self.net(obs) / t)


def anneal(policy, factor=0.8, floor=0.1):
    return eqx.tree_at(lambda p: p.temperature, policy,
                       jnp.maximum(policy.temperature * factor, floor))
