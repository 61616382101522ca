import jax.numpy as jnp
import numpy as np

from processing import Detrender


def read_files(n_files=5, n=3000, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, n)
    for i in range(n_files):
        drift = 3 * t ** 2 - t + 0.5
        yield f"day_{i:03d}.mseed", jnp.asarray(rng.standard_normal(n) + drift, jnp.float32)


class Pipeline:
    def __init__(self):
        self.detrender = Detrender(order=2)

    def process_file(self, name, trace):
        return self.detrender.detrend_taper(trace)


def main():
    pipeline = Pipeline()
    for name, trace in read_files():
        out = pipeline.process_file(name, trace)
        print(name, float(jnp.mean(out)), float(jnp.std(out)))


if __name__ == "__main__":
    main()
