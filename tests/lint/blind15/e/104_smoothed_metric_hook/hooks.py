import jax


@jax.jit
def ema_update(running, new, decay):
    return jax.tree.map(lambda r, n: decay * r + (1 - decay) * n, running, new)


class SmoothedMetrics:
    def __init__(self, keys, decay=0.9):
        self.decay = decay
        self.running = {k: 0.0 for k in keys}

    def __call__(self, metrics):
        self.running = ema_update(self.running, metrics, self.decay)
        return {k: float(v) for k, v in self.running.items()}
