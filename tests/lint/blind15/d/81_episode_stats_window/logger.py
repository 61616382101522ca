import jax
import jax.numpy as jnp
import numpy as np

MAX_PENDING = 64


@jax.jit
def summarize(returns):
    return {"mean": jnp.nanmean(returns), "std": jnp.nanstd(returns),
            "p90": jnp.nanpercentile(returns, 90.0)}


class EpisodeLogger:
    def __init__(self):
        self.pending = []

    def record(self, episode_return):
        self.pending.append(episode_return)

    def flush(self, step):
        if not self.pending:
            return None
        recent = self.pending[-MAX_PENDING:]
        buf = np.full((MAX_PENDING,), np.nan, np.float32)
        buf[:len(recent)] = recent
        stats = summarize(buf)
        self.pending.clear()
        return step, {k: round(float(v), 3) for k, v in stats.items()}
