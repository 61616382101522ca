import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def flag_window(values, baseline, threshold):
    dev = jnp.abs(values - baseline)
    return dev > threshold, jnp.mean(dev)


class DriftDetector:
    def __init__(self, warmup, q=99.0):
        self.baseline = jnp.median(warmup)
        self.threshold = jnp.percentile(jnp.abs(warmup - self.baseline), q)
        self.q = q
        self.seen = []

    def process(self, window):
        flags, mean_dev = flag_window(window, self.baseline, self.threshold)
        self.seen.append(np.asarray(window))
        if len(self.seen) % 3 == 0:
            recent = np.concatenate(self.seen[-3:])
            self.threshold = jnp.float32(np.percentile(np.abs(recent - float(self.baseline)), self.q))
        return int(flags.sum()), float(mean_dev)


rng = np.random.default_rng(90)
det = DriftDetector(jnp.asarray(rng.normal(50, 2, 500), dtype=jnp.float32))

for w in range(9):
    window = rng.normal(50 + 0.3 * w, 2 + 0.1 * w, 120).astype(np.float32)
    n, dev = det.process(jnp.asarray(window))
    print(f"window {w}: flagged={n} mean_dev={dev:.2f} threshold={float(det.threshold):.2f}")
