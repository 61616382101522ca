import jax.numpy as jnp
import numpy as np

from smoothing import fit_series


def demand_panel(n_series=6, length=52, seed=2):
    rng = np.random.default_rng(seed)
    t = np.arange(length)
    for _ in range(n_series):
        trend = rng.uniform(-0.5, 1.5)
        yield (100 + trend * t + np.cumsum(rng.normal(0, 2, length))).astype(np.float32)


def main():
    for sku, y in enumerate(demand_panel()):
        (alpha, beta), sse = fit_series(jnp.asarray(y))
        print(f"sku {sku}: alpha={float(alpha):.2f} beta={float(beta):.2f} rmse={np.sqrt(sse / (len(y) - 1)):.2f}")


if __name__ == "__main__":
    main()
