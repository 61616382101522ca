import jax
import jax.numpy as jnp
import numpy as np

from policy import HIDDEN, act, policy

OBS = 5


class PartiallyObservedEnv:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.state = self.rng.normal(size=OBS).astype(np.float32)
        return self.state * np.array([1, 1, 0, 0, 1], np.float32)

    def step(self, a):
        self.state = 0.9 * self.state + 0.1 * (a - 1)
        return self.state * np.array([1, 1, 0, 0, 1], np.float32), float(-abs(self.state).sum())


def main():
    env = PartiallyObservedEnv(0)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros(HIDDEN), jnp.zeros(OBS))
    for episode in range(3):
        obs = env.reset()
        carry = jnp.zeros(HIDDEN)
        total = 0.0
        for t in range(6):
            carry, a = act(params, carry, obs)
            obs, r = env.step(int(a))
            total += r
        print(episode, round(total, 3))


if __name__ == "__main__":
    main()
