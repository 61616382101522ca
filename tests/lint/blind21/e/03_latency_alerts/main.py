from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=(1,))
def count_breaches(window, threshold):
    z = (window - jnp.mean(window)) / (jnp.std(window) + 1e-6)
    return jnp.sum(z > threshold), jnp.max(z)


class LatencyMonitor:
    def __init__(self, base_threshold=3.0):
        self.threshold = base_threshold
        self.history = []

    def recalibrate(self):
        recent = np.concatenate(self.history[-4:])
        z = (recent - recent.mean()) / (recent.std() + 1e-6)
        self.threshold = round(float(np.quantile(z, 0.99)), 3)

    def observe(self, window):
        self.history.append(window)
        n, peak = count_breaches(jnp.asarray(window), self.threshold)
        self.recalibrate()
        return int(n), float(peak)


def main():
    rng = np.random.default_rng(1)
    mon = LatencyMonitor()
    for t in range(6):
        window = rng.gamma(2.0, 15.0, size=128).astype(np.float32)
        n, peak = mon.observe(window)
        print(t, n, round(peak, 2), mon.threshold)


if __name__ == "__main__":
    main()
