import jax
import jax.numpy as jnp


def maxent_nll(weights, violations, counts):
    """MaxEnt phonotactic grammar: negative log-likelihood of attested forms."""
    harmony = -(violations @ weights)
    logp = harmony - jax.nn.logsumexp(harmony)
    return -(counts * logp).sum() / counts.sum()


def fit(violations, counts, steps=6, lr=0.5):
    w = jnp.ones(violations.shape[1])
    for _ in range(steps):
        g = jax.jit(jax.grad(maxent_nll))(w, violations, counts)
        w = jnp.maximum(w - lr * g, 0.0)
    return w
