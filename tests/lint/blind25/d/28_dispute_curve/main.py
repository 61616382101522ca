import jax.numpy as jnp
from hazard import dispute_curve
from portfolio import CONTRACTS, monthly_grid

for c in CONTRACTS:
    ts = monthly_grid(c["term_months"])
    curve = dispute_curve((jnp.float32(c["base"]), jnp.float32(c["growth"])), ts)
    print(c["id"], f"P(dispute by end) = {float(curve[-1]):.3f}")
