import jax
import jax.numpy as jnp

@jax.jit
def clause_exposure(span_scores, weight):
    return weight * jnp.max(jax.nn.sigmoid(span_scores))

def contract_exposure(spans_by_clause, weights):
    return {c: float(clause_exposure(spans_by_clause[c], w)) for c, w in weights.items()}
