import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def ema_reward(prev, reward, decay):
    return decay * prev + (1.0 - decay) * reward


class EpsilonGreedy:
    def __init__(self, n_arms, eps, seed=0):
        self.eps = eps
        self.values = np.zeros(n_arms)
        self.baseline = 0
        self.rng = np.random.default_rng(seed)

    def act(self):
        if self.rng.random() < self.eps:
            return int(self.rng.integers(len(self.values)))
        return int(np.argmax(self.values))

    def observe(self, arm, reward):
        self.values[arm] += 0.5 * (reward - self.values[arm])
        self.baseline = float(ema_reward(self.baseline, reward, 0.9))


arm_means = np.array([0.1, 0.5, 0.3])
agent = EpsilonGreedy(3, eps=0.2)
rng = np.random.default_rng(1)
for t in range(6):
    arm = agent.act()
    agent.observe(arm, float(rng.normal(arm_means[arm], 0.1)))
print(agent.values, agent.baseline)
