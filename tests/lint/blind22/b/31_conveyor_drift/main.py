import jax
import jax.numpy as jnp
import numpy as np

from buffer import ReadingHistory


@jax.jit
def drift_score(history):
    half = history.shape[0] // 2
    early = jnp.mean(history[:half + 1], axis=0)
    late = jnp.mean(history[half:], axis=0)
    return jnp.max(jnp.abs(late - early))


def main():
    rng = np.random.default_rng(8)
    hist = ReadingHistory(n_sensors=3)
    for tick in range(8):
        reading = rng.normal(size=3).astype(np.float32) + 0.05 * tick
        hist.append(reading)
        print(tick, float(drift_score(hist.recent)))


if __name__ == "__main__":
    main()
