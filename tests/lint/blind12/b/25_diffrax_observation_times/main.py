import jax.numpy as jnp
import numpy as np

from model import solve_sir


def load_outbreaks(n_regions, seed=0):
    rng = np.random.default_rng(seed)
    outbreaks = []
    for region in range(n_regions):
        n_reports = int(rng.integers(8, 30))
        days = np.sort(rng.choice(np.arange(1, 60), size=n_reports, replace=False)).astype(np.float32)
        cases = rng.uniform(0.0, 0.2, size=n_reports).astype(np.float32)
        outbreaks.append((days, cases))
    return outbreaks


if __name__ == "__main__":
    y0 = jnp.array([0.99, 0.01, 0.0])
    params = (jnp.float32(0.3), jnp.float32(0.1))
    for region, (days, cases) in enumerate(load_outbreaks(5)):
        ys = solve_sir(y0, params, jnp.asarray(days))
        sse = float(jnp.sum((ys[:, 1] - cases) ** 2))
        print(f"region {region}: {len(days)} reports, sse {sse:.4f}")
