import jax.numpy as jnp
from hazard import survival_to_term

portfolio = [("MSA-001", 24, 0.010), ("LEASE-17", 36, 0.004), ("NDA-3", 12, 0.02), ("SUPPLY-9", 48, 0.012)]
for cid, term, k in portfolio:
    s = survival_to_term(jnp.float32(k), jnp.int32(term))
    print(cid, term, f"{float(s):.3f}")
