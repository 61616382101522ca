import jax
import jax.numpy as jnp


@jax.jit
def update_latency_ema(ema, latencies_ms, decay):
    batch_p95 = jnp.percentile(latencies_ms, 95)
    return decay * ema + (1 - decay) * batch_p95


class LatencyMonitor:
    def __init__(self, decay=0.8, budget_ms=40.0):
        self.decay = decay
        self.budget_ms = budget_ms
        self.p95_ema = 0

    def record(self, latencies_ms):
        self.p95_ema = float(update_latency_ema(self.p95_ema, latencies_ms, self.decay))
        return self.p95_ema > self.budget_ms
