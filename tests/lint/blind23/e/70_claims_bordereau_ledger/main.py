import jax.numpy as jnp

from bordereau import monthly_bordereaux
from ledger import post_claims

incurred = jnp.zeros(600)
for month, idx, amounts in monthly_bordereaux():
    incurred = post_claims(incurred, idx, amounts)
    print(f"month {month}: policies with claims {int((incurred > 0).sum())}, total incurred {float(incurred.sum()):,.0f}")
