import jax
import numpy as np

from policy import MultiAgentController, SharedMLPPolicy

N_AGENTS, OBS_DIM, N_ACTIONS, STEPS = 4, 6, 5, 6


class ForagingEnv:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.food = self.rng.uniform(size=(3, 2))
        self.agents = self.rng.uniform(size=(N_AGENTS, 2))
        return self.observe()

    def observe(self):
        nearest = self.food[np.argmin(((self.agents[:, None] - self.food[None]) ** 2).sum(-1), axis=1)]
        centroid = np.broadcast_to(self.agents.mean(0), self.agents.shape)
        return np.concatenate([self.agents, nearest, centroid], axis=1).astype(np.float32)

    def step(self, actions):
        moves = np.array([[0, 0], [0, 0.05], [0.05, 0], [0, -0.05], [-0.05, 0]])
        self.agents = np.clip(self.agents + moves[np.asarray(actions)], 0, 1)
        dist = np.sqrt(((self.agents[:, None] - self.food[None]) ** 2).sum(-1)).min(1)
        return self.observe(), (dist < 0.2).astype(np.float32)


def main():
    env = ForagingEnv()
    controller = MultiAgentController(SharedMLPPolicy(N_AGENTS, OBS_DIM, N_ACTIONS, jax.random.PRNGKey(0)))
    obs, key, total = env.reset(), jax.random.PRNGKey(1), 0.0
    for t in range(STEPS):
        key, sub = jax.random.split(key)
        actions = controller.act(sub, obs)
        obs, rewards = env.step(actions)
        total += rewards.sum()
    print(f"team reward over {STEPS} steps: {total}")


if __name__ == "__main__":
    main()
