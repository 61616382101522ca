import jax
import jax.numpy as jnp


def q_values(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]


@jax.jit
def select_action(params, obs, key, epsilon):
    q = q_values(params, obs)
    explore_key, action_key = jax.random.split(key)
    random_action = jax.random.randint(action_key, (), 0, q.shape[-1])
    explore = jax.random.uniform(explore_key) < epsilon
    return jnp.where(explore, random_action, jnp.argmax(q))


class DQNAgent:
    def __init__(self, obs_dim, n_actions, schedule, seed=0):
        k1, k2, self.key = jax.random.split(jax.random.PRNGKey(seed), 3)
        self.params = {"w1": jax.random.normal(k1, (obs_dim, 16)) * 0.3,
                       "w2": jax.random.normal(k2, (16, n_actions)) * 0.3}
        self.schedule = schedule
        self.env_steps = 0

    def act(self, obs):
        self.key, sub = jax.random.split(self.key)
        eps = self.schedule(self.env_steps)
        self.env_steps += 1
        return int(select_action(self.params, obs, sub, eps))
