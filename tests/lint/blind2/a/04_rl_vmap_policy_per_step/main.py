import jax
import jax.numpy as jnp
import numpy as np

from policy import init_policy, policy

NUM_ENVS = 4


class VecEnv:
    def __init__(self, num_envs, obs_dim=3, seed=0):
        self.rng = np.random.default_rng(seed)
        self.num_envs, self.obs_dim = num_envs, obs_dim

    def reset(self):
        return self.rng.normal(size=(self.num_envs, self.obs_dim)).astype(np.float32)

    def step(self, actions):
        obs = self.rng.normal(size=(self.num_envs, self.obs_dim)).astype(np.float32)
        rewards = (actions == 1).astype(np.float32)
        return obs, rewards


params = init_policy(jax.random.PRNGKey(0), 3, 2)
env = VecEnv(NUM_ENVS)
obs = env.reset()
total = 0.0
for t in range(6):
    batched_policy = jax.jit(jax.vmap(policy, in_axes=(None, 0)))
    logits = batched_policy(params, jnp.asarray(obs))
    actions = np.asarray(jnp.argmax(logits, axis=-1))
    obs, rewards = env.step(actions)
    total += rewards.sum()
print("return", total)
