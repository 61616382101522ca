import jax.numpy as jnp
import numpy as np

from exposures import compute_exposures

rng = np.random.default_rng(99)
N, K, S = 200, 5, 11
loadings = jnp.asarray(rng.normal(size=(N, K)), jnp.float32)
sectors = jnp.asarray(np.eye(S)[rng.integers(0, S, N)], jnp.float32)

for day in range(5):
    positions = jnp.asarray(rng.normal(0, 1e5, N), jnp.float32)
    (factor, sector), ms = compute_exposures(positions, loadings, sectors)
    print(f"day {day}: max factor={float(jnp.abs(factor).max()):.3f} "
          f"max sector={float(jnp.abs(sector).max()):.3f} ({ms:.1f} ms)")
