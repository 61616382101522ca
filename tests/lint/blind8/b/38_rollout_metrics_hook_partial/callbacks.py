import functools

import jax
import jax.numpy as jnp


def rollout_statistics(rewards, dones, values, gamma):
    ep_ends = dones.sum()
    horizon = 1.0 / (1.0 - gamma)
    return {
        "reward_mean": rewards.mean(),
        "reward_std": rewards.std(),
        "episodes_finished": ep_ends,
        "value_mean": values.mean(),
        "value_rmse": jnp.sqrt(jnp.mean((values - rewards) ** 2)),
        "value_over_horizon": values.mean() / horizon,
    }


class MetricsLogger:
    def __init__(self, gamma=0.99, every=1):
        self.gamma = gamma
        self.every = every
        self.history = []

    def on_rollout_end(self, iteration, rollout):
        if iteration % self.every:
            return
        compute = jax.jit(functools.partial(rollout_statistics, gamma=self.gamma))
        stats = compute(rollout["rewards"], rollout["dones"], rollout["values"])
        self.history.append({k: float(v) for k, v in stats.items()})
