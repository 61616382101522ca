import jax
import jax.numpy as jnp
import numpy as np

from model import MODEL, Forecaster

WINDOW = 12


def load_windows(n_days=5, n_series=8, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_days):
        yield rng.normal(size=(n_series, WINDOW)).astype(np.float32)


def main():
    key = jax.random.PRNGKey(0)
    params = MODEL.init({"params": key}, jnp.zeros((1, WINDOW)), deterministic=True)
    fc = Forecaster(params, n_mc=4)
    for day, x in enumerate(load_windows()):
        key, k1, k2 = jax.random.split(key, 3)
        mean = fc.point(x, k1)
        lo, hi = fc.interval(x, k2)
        print(f"day {day}: mean={float(mean.mean()):+.3f} avg band={float((hi - lo).mean()):.3f}")


if __name__ == "__main__":
    main()
