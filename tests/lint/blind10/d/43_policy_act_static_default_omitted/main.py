import jax
import numpy as np

from collect import collect
from evaluation import evaluate
from policy import init_policy


class GridTargets:
    """Vectorised toy task: reward for picking the arm matching the argmax of the observation."""

    def __init__(self, num_envs=8, obs_dim=4, seed=0):
        self.rng = np.random.default_rng(seed)
        self.num_envs, self.obs_dim = num_envs, obs_dim

    def reset(self):
        self.obs = self.rng.normal(size=(self.num_envs, self.obs_dim)).astype(np.float32)
        return self.obs

    def step(self, action):
        reward = (action == self.obs.argmax(-1)).astype(np.float32)
        return self.reset(), reward


def main():
    env = GridTargets()
    key = jax.random.PRNGKey(0)
    params = init_policy(key, env.obs_dim, env.obs_dim)
    for it in range(4):
        transitions, key = collect(env, params, key, num_steps=3)
        greedy_return = evaluate(env, params, key, num_steps=3)
        stochastic_return = evaluate(env, params, key, num_steps=3, greedy=False)
        print(f"iter {it} collected {len(transitions)} greedy {greedy_return:.2f} "
              f"stochastic {stochastic_return:.2f}")


if __name__ == "__main__":
    main()
