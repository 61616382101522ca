import jax
import jax.numpy as jnp

from rollout import RolloutConfig, discounted_rollout


class RandomSearchTrainer:
    def __init__(self, size=5, horizon=20, gamma=0.9, seed=0):
        self.size = size
        self.horizon = horizon
        self.gamma = gamma
        self.key = jax.random.PRNGKey(seed)
        self.params = {"logits": jnp.zeros((size, size, 4))}
        self.cfg = None

    def begin_epoch(self):
        self.cfg = RolloutConfig(self.horizon, self.gamma, (self.size - 1, self.size - 1))

    def evaluate(self, params, n=4):
        total = 0.0
        for _ in range(n):
            self.key, sub = jax.random.split(self.key)
            ret, _ = discounted_rollout(params, sub, self.cfg)
            total += float(ret)
        return total / n

    def epoch(self):
        self.begin_epoch()
        base = self.evaluate(self.params)
        self.key, sub = jax.random.split(self.key)
        candidate = {"logits": self.params["logits"]
                     + 0.5 * jax.random.normal(sub, self.params["logits"].shape)}
        score = self.evaluate(candidate)
        if score > base:
            self.params = candidate
        return max(score, base)
