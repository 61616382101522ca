import jax.numpy as jnp
import numpy as np

from basis import basis_for
from valuation import policy_values

rng = np.random.default_rng(31)
portfolio = {
    "whole_life": (rng.integers(30, 70, 200).astype(np.float32), rng.uniform(5e4, 5e5, 200).astype(np.float32)),
    "term": (rng.integers(25, 60, 200).astype(np.float32), rng.uniform(1e5, 1e6, 200).astype(np.float32)),
}

for month in range(1, 4):
    for product, (ages, sa) in portfolio.items():
        pv = policy_values(jnp.asarray(ages + month / 12), jnp.asarray(sa), basis=basis_for(product))
        print(f"month {month} {product}: liability {float(pv.sum()) / 1e6:.3f}m")
