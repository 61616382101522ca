import flax.linen as nn
import jax
import jax.numpy as jnp


class Actor(nn.Module):
    action_dim: int

    @nn.compact
    def __call__(self, obs):
        h = nn.relu(nn.Dense(64)(obs))
        h = nn.relu(nn.Dense(64)(h))
        return jnp.tanh(nn.Dense(self.action_dim)(h))


def load_actor(obs_dim, action_dim, seed=0):
    actor = Actor(action_dim)
    params = actor.init(jax.random.PRNGKey(seed), jnp.zeros((1, obs_dim)))
    return actor, params
