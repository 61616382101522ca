import jax
import jax.numpy as jnp
import numpy as np

from buffer import ReadingHistory


@jax.jit
def drift_score(history, valid):
    idx = jnp.cumsum(valid) - 1.0
    n = jnp.sum(valid)
    early_w = valid * (idx <= n / 2)
    late_w = valid * (idx >= (n - 1) / 2)
    early = (history * early_w[:, None]).sum(0) / jnp.maximum(early_w.sum(), 1.0)
    late = (history * late_w[:, None]).sum(0) / jnp.maximum(late_w.sum(), 1.0)
    return jnp.max(jnp.abs(late - early))


def main():
    rng = np.random.default_rng(8)
    hist = ReadingHistory(n_sensors=3)
    for tick in range(8):
        reading = rng.normal(size=3).astype(np.float32) + 0.05 * tick
        hist.append(reading)
        window, valid = hist.recent
        print(tick, float(drift_score(window, valid)))


if __name__ == "__main__":
    main()
