import jax
import jax.numpy as jnp

from metrics import service_metrics


class ServiceLevelCallback:
    def __init__(self, actual, safety_stock, z=1.65, every=2):
        self.actual = actual
        self.safety_stock = safety_stock
        self.z = jnp.float32(z)
        self.every = every
        self.history = []
        self._metric_fn = jax.jit(service_metrics)

    def __call__(self, epoch, forecast):
        if epoch % self.every:
            return
        out = self._metric_fn(forecast, self.actual, self.safety_stock, self.z)
        self.history.append({k: float(v) for k, v in out.items()})
