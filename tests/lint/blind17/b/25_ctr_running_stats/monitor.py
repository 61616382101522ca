import jax
import jax.numpy as jnp


@jax.jit
def update_stats(stats, clicks, impressions, decay):
    ctr = clicks.sum() / jnp.maximum(impressions.sum(), 1.0)
    return {
        "ema_ctr": decay * stats["ema_ctr"] + (1 - decay) * ctr,
        "total_clicks": stats["total_clicks"] + clicks.sum(),
    }


class CTRMonitor:
    def __init__(self, decay=0.9):
        self.decay = decay
        self.stats = {"ema_ctr": 0.0, "total_clicks": 0.0}

    def log(self, clicks, impressions):
        self.stats = update_stats(self.stats, clicks, impressions, self.decay)

    def report(self):
        return {k: float(v) for k, v in self.stats.items()}
