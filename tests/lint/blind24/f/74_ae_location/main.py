import numpy as np
import jax.numpy as jnp

from location import Velocity, locate_1d

SENSORS = jnp.array([0.0, 2.0], jnp.float32)
MODE = Velocity.EXTENSIONAL


def load_hold_hits(hold, rng, n=30):
    src = np.where(rng.uniform(size=n) < 0.6, rng.normal(1.35, 0.03, n), rng.uniform(0, 2, n))
    t0 = rng.uniform(0, 1, n)
    v = MODE.value
    t = np.stack([t0 + src / v, t0 + (2.0 - src) / v], 1) + rng.normal(0, 2e-6, (n, 2))
    return t.astype(np.float64)


def main():
    rng = np.random.default_rng(0)
    for hold in range(5):
        t = load_hold_hits(hold, rng)
        x = np.asarray(locate_1d(jnp.asarray(t - t.min(), jnp.float32), SENSORS, wave=MODE))
        hist, edges = np.histogram(x, bins=10, range=(0, 2))
        print(f"load hold {hold}: densest zone {edges[hist.argmax()]:.1f}-{edges[hist.argmax() + 1]:.1f} m ({hist.max()} hits)")


if __name__ == "__main__":
    main()
