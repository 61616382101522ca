import equinox as eqx
import jax
import jax.numpy as jnp


class GaussianPolicy(eqx.Module):
    mlp: eqx.nn.MLP
    log_std: jax.Array

    def __init__(self, obs_dim, act_dim, key):
        self.mlp = eqx.nn.MLP(obs_dim, act_dim, 32, 2, key=key)
        self.log_std = jnp.full((act_dim,), -0.5)

    def __call__(self, obs, key):
        mean = self.mlp(obs)
        return mean + jnp.exp(self.log_std) * jax.random.normal(key, mean.shape)


class Agent:
    def __init__(self, policy):
        self.policy = policy

    def act(self, obs, key):
        policy = self.policy
        sample = jax.jit(lambda o, k: policy(o, k))
        return sample(obs, key)

    def set_policy(self, policy):
        self.policy = policy
