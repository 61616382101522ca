import jax
import jax.numpy as jnp


@jax.jit
def fold_rewards(total, count, rewards, dones):
    total = total + jnp.sum(rewards * dones)
    count = count + jnp.sum(dones)
    return total, count


class ReturnTracker:
    def __init__(self):
        self.reset()

    def reset(self):
        self.total = 0
        self.count = 0

    def update(self, episode_returns, dones):
        self.total, self.count = fold_rewards(self.total, self.count, episode_returns, dones)

    def mean(self):
        return float(self.total) / max(float(self.count), 1.0)
