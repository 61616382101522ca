import jax.numpy as jnp
import numpy as np

from rebalance import risk_parity_weights
from report import summarize


def monthly_covariances(n_months, n_assets=5, seed=0):
    rng = np.random.default_rng(seed)
    for m in range(n_months):
        R = rng.normal(0, 0.01 * (1 + 0.1 * m), size=(120, n_assets))
        yield f"2026-{m + 1:02d}", jnp.asarray(np.cov(R, rowvar=False), dtype=jnp.float32)


if __name__ == "__main__":
    for date, cov in monthly_covariances(5):
        w = risk_parity_weights(cov)
        print(summarize(date, w, cov))
