import numpy as np
import jax.numpy as jnp

from agent import DQNAgent


class ChainEnv:
    def __init__(self, n=6, seed=0):
        self.n = n
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.s = 0
        return self._obs()

    def _obs(self):
        return np.eye(self.n, dtype=np.float32)[self.s]

    def step(self, a):
        self.s = min(self.s + 1, self.n - 1) if a == 1 else max(self.s - 1, 0)
        done = self.s == self.n - 1
        return self._obs(), float(done), done, {}


def main():
    env = ChainEnv(seed=23)
    rng = np.random.default_rng(23)
    agent = DQNAgent(obs_dim=6, n_actions=2)
    for episode in range(4):
        obs, trans = env.reset(), []
        for t in range(10):
            a = agent.act(obs, epsilon=0.3, rng=rng)
            nxt, r, done, _ = env.step(a)
            trans.append((obs, a, r, nxt, float(done)))
            obs = env.reset() if done else nxt
        o, a, r, n, d = map(np.array, zip(*trans))
        loss = agent.learn((jnp.asarray(o), jnp.asarray(a, jnp.int32), jnp.asarray(r, jnp.float32),
                            jnp.asarray(n), jnp.asarray(d, jnp.float32)))
        agent.sync_target()
        print(f"episode {episode} td loss {loss:.4f}")


if __name__ == "__main__":
    main()
