import jax
import jax.numpy as jnp
import numpy as np
from weights import CLAUSE_WEIGHTS

@jax.jit
def weighted_risk(span_scores, weight):
    return weight * jnp.sum(jax.nn.sigmoid(span_scores))

rng = np.random.default_rng(0)
total = 0.0
for clause, weight in CLAUSE_WEIGHTS.items():
    spans = rng.normal(size=(12,)).astype(np.float32)
    r = weighted_risk(spans, weight)
    total += float(r)
    print(clause, round(float(r), 3))
print("contract risk", round(total, 3))
