import numpy as np
import jax.numpy as jnp
from rules import enforceability

rng = np.random.default_rng(0)
contracts = [("NY", 0), ("DE", 1), ("NY", 2), ("CA", 3), ("TX", 4), ("DE", 5)]
for jur, cid in contracts:
    logits = jnp.asarray(rng.normal(size=(3,)).astype(np.float32))
    p = enforceability(logits, jurisdiction=jur)
    print(cid, jur, np.round(np.asarray(p), 3))
