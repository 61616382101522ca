import equinox as eqx
import jax
import jax.numpy as jnp


class Normalizer(eqx.Module):
    mean: jax.Array
    std: jax.Array

    def __call__(self, x):
        mean, std = jax.lax.stop_gradient((self.mean, self.std))
        return (x - mean) / (std + 1e-6)


class BCPolicy(eqx.Module):
    norm: Normalizer
    mlp: eqx.nn.MLP

    def __init__(self, obs_dim, act_dim, key):
        self.norm = Normalizer(jnp.zeros(()), jnp.ones(()))
        self.mlp = eqx.nn.MLP(obs_dim, act_dim, 64, 2, key=key)

    def __call__(self, obs):
        return jax.vmap(self.mlp)(self.norm(obs))


def refit_normalizer(policy, obs):
    stats = Normalizer(jnp.asarray(obs.mean(), jnp.float32), jnp.asarray(obs.std(), jnp.float32))
    return eqx.tree_at(lambda p: p.norm, policy, stats)
