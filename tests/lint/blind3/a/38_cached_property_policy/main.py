import jax
import numpy as np

from agent import EpsilonGreedyAgent, init_policy


class RandomWalkEnv:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.state = self.rng.normal(size=3).astype(np.float32)
        return self.state

    def step(self, action):
        self.state = (self.state + (0.1 if action else -0.1) + 0.05 * self.rng.normal(size=3)).astype(np.float32)
        return self.state, float(self.state.sum()), bool(abs(self.state.sum()) > 2)


def main():
    env = RandomWalkEnv()
    agent = EpsilonGreedyAgent(init_policy(jax.random.PRNGKey(0), 3, 2), n_actions=2)
    key = jax.random.PRNGKey(7)
    obs, total = env.reset(), 0.0
    for t in range(8):
        key, sub = jax.random.split(key)
        obs, r, done = env.step(agent.act(obs, sub))
        total += r
        if done:
            obs = env.reset()
    print("total reward", round(total, 3))


if __name__ == "__main__":
    main()
