import jax
import jax.numpy as jnp

def _micro_f1(pred, gold):
    tp = jnp.sum(pred * gold)
    return 2 * tp / jnp.maximum(pred.sum() + gold.sum(), 1)

def _hamming(pred, gold):
    return jnp.mean(pred != gold)

REGISTRY = {
    "micro_f1": jax.jit(_micro_f1),
    "hamming": jax.jit(_hamming),
}

def evaluate(pred, gold):
    return {name: float(fn(pred, gold)) for name, fn in REGISTRY.items()}
