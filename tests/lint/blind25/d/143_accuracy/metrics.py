import jax
import jax.numpy as jnp

def _accuracy(pred, gold):
    return jnp.mean(pred == gold)

def _exact_clause_match(pred, gold):
    return jnp.mean(jnp.all(pred == gold, axis=-1))

def evaluate(pred, gold):
    registry = {
        "accuracy": jax.jit(_accuracy),
        "exact_clause_match": jax.jit(_exact_clause_match),
    }
    return {name: float(fn(pred, gold)) for name, fn in registry.items()}
