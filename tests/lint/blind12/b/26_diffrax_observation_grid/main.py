import jax.numpy as jnp
import numpy as np

from model import solve_sir

HORIZON = 60
DAILY = jnp.arange(1, HORIZON, dtype=jnp.float32)


def load_outbreaks(n_regions, seed=0):
    rng = np.random.default_rng(seed)
    outbreaks = []
    for region in range(n_regions):
        n_reports = int(rng.integers(8, 30))
        days = np.sort(rng.choice(np.arange(1, HORIZON), size=n_reports, replace=False))
        cases = rng.uniform(0.0, 0.2, size=n_reports).astype(np.float32)
        outbreaks.append((days, cases))
    return outbreaks


if __name__ == "__main__":
    y0 = jnp.array([0.99, 0.01, 0.0])
    params = (jnp.float32(0.3), jnp.float32(0.1))
    for region, (days, cases) in enumerate(load_outbreaks(5)):
        # solve on the shared daily grid, then pick the reporting days
        ys = solve_sir(y0, params, DAILY)
        infected = np.asarray(ys[:, 1])[days - 1]
        sse = float(np.sum((infected - cases) ** 2))
        print(f"region {region}: {len(days)} reports, sse {sse:.4f}")
