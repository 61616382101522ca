import jax
import jax.numpy as jnp
import numpy as np

from policy import HIDDEN, act, policy

OBS = 5
MASK = np.array([1, 1, 0, 0, 1], np.float32)


class PartiallyObservedEnv:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.state = self.rng.normal(size=OBS).astype(np.float32)
        return self.state * MASK

    def step(self, a):
        self.state = 0.9 * self.state + 0.1 * (a - 1)
        done = np.abs(self.state).max() > 2.0
        return self.state * MASK, float(-abs(self.state).sum()), done


def main():
    env = PartiallyObservedEnv(0)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros(HIDDEN), jnp.zeros(OBS))
    carry = jnp.zeros(HIDDEN)
    obs, first = env.reset(), True
    total = 0.0
    for t in range(15):
        carry, a = act(params, carry, obs, first)
        obs, r, first = env.step(int(a))
        total += r
        if first:
            obs = env.reset()
    print(round(total, 3))


if __name__ == "__main__":
    main()
