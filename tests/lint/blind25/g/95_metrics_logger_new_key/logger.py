import jax
import jax.numpy as jnp


@jax.jit
def smooth_metrics(history, current):
    return jax.tree_util.tree_map(lambda h, c: 0.8 * h + 0.2 * c, history, current)


class MetricLogger:
    def __init__(self):
        self.smoothed = None

    def __call__(self, epoch, metrics):
        if self.smoothed is None or set(self.smoothed) != set(metrics):
            self.smoothed = {k: metrics[k] for k in metrics}
        self.smoothed = smooth_metrics(self.smoothed, metrics)
        print(epoch, {k: round(float(v), 4) for k, v in self.smoothed.items()})
