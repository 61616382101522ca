import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def update_stats(mean, var, frame, decay):
    energy = jnp.mean(frame ** 2)
    new_mean = decay * mean + (1.0 - decay) * energy
    new_var = decay * var + (1.0 - decay) * (energy - new_mean) ** 2
    z = (energy - new_mean) / jnp.sqrt(new_var + 1e-6)
    return new_mean, new_var, z


class StreamMonitor:
    def __init__(self, decay=0.9, threshold=3.0):
        self.decay = jnp.float32(decay)
        self.threshold = threshold
        self.mean = jnp.zeros((), jnp.float32)
        self.var = jnp.ones((), jnp.float32)
        self.alerts = []

    def push(self, idx, frame):
        self.mean, self.var, z = update_stats(self.mean, self.var, frame, self.decay)
        if float(z) > self.threshold:
            self.alerts.append(idx)


def main():
    rng = np.random.default_rng(1)
    monitor = StreamMonitor()
    for i in range(12):
        frame = rng.random((16, 16), dtype=np.float32)
        if i == 9:
            frame *= 4.0
        monitor.push(i, frame)
    print("alerts:", monitor.alerts, "mean:", float(monitor.mean))


if __name__ == "__main__":
    main()
