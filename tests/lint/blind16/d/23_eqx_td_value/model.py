import equinox as eqx
import jax
import jax.numpy as jnp


class ValueNet(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, obs_dim, key):
        self.mlp = eqx.nn.MLP(obs_dim, "scalar", 32, 2, key=key)

    def __call__(self, obs):
        return jax.vmap(self.mlp)(obs)


def td_loss(model, obs, rew, next_obs, done, discount):
    target = rew + discount * (1.0 - done) * jax.lax.stop_gradient(model(next_obs))
    return jnp.mean((model(obs) - target) ** 2)
