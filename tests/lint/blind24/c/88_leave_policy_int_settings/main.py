import numpy as np
import jax
import jax.numpy as jnp
from policies import POLICIES


@jax.jit
def year_end_balance(taken, months_employed, policy):
    eligible = months_employed > policy["probation_months"]
    accrued = policy["annual_days"] * jnp.minimum(months_employed, 12) / 12.0
    remaining = jnp.where(eligible, accrued - taken, 0.0)
    return jnp.clip(remaining, 0, policy["carry_over"])


rng = np.random.default_rng(0)
for name, policy in POLICIES.items():
    taken = rng.integers(0, 20, size=50).astype(np.float32)
    months = rng.integers(0, 13, size=50).astype(np.float32)
    carry = year_end_balance(taken, months, policy)
    print(name, float(carry.sum()))
