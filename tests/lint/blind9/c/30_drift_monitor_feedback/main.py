import jax.numpy as jnp
import numpy as np

from monitor import DriftMonitor

BINS = np.linspace(-4, 4, 17)


def score_batches(rng, n):
    for i in range(n):
        shift = 0.15 * i  # slow upstream drift in the model scores
        yield rng.normal(shift, 1.0, size=512)


def main():
    rng = np.random.default_rng(0)
    ref, _ = np.histogram(rng.normal(size=20000), bins=BINS)
    ref_hist = jnp.asarray(np.clip(ref / ref.sum(), 1e-4, 1.0), dtype=jnp.float32)
    mon = DriftMonitor(ref_hist, BINS)
    for i, scores in enumerate(score_batches(rng, 7)):
        counts, _ = np.histogram(scores, bins=BINS)
        alert = mon.observe(jnp.asarray(counts, dtype=jnp.float32))
        print(f"batch {i}: psi={mon.psi:.4f} alert={alert}")


if __name__ == "__main__":
    main()
