import jax
import jax.numpy as jnp


@jax.jit
def summarize(returns):
    return {"mean": jnp.mean(returns), "std": jnp.std(returns),
            "p90": jnp.percentile(returns, 90.0)}


class EpisodeLogger:
    def __init__(self):
        self.pending = []

    def record(self, episode_return):
        self.pending.append(episode_return)

    def flush(self, step):
        if not self.pending:
            return None
        stats = summarize(jnp.asarray(self.pending, jnp.float32))
        self.pending.clear()
        return step, {k: round(float(v), 3) for k, v in stats.items()}
