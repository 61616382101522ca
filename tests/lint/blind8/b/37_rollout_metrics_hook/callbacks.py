import jax
import jax.numpy as jnp


def rollout_statistics(rewards, dones, values):
    ep_ends = dones.sum()
    return {
        "reward_mean": rewards.mean(),
        "reward_std": rewards.std(),
        "episodes_finished": ep_ends,
        "value_mean": values.mean(),
        "value_rmse": jnp.sqrt(jnp.mean((values - rewards) ** 2)),
    }


class MetricsLogger:
    def __init__(self, every=1):
        self.every = every
        self.history = []

    def on_rollout_end(self, iteration, rollout):
        if iteration % self.every:
            return
        stats = jax.jit(rollout_statistics)(rollout["rewards"], rollout["dones"],
                                            rollout["values"])
        self.history.append({k: float(v) for k, v in stats.items()})
