import jax
import jax.numpy as jnp


def maxent_loss(weights, violations, counts):
    harmony = -(violations @ weights)
    logp = harmony - jax.nn.logsumexp(harmony)
    return -(counts * logp).sum() / counts.sum()


loss_grad = jax.jit(jax.grad(maxent_loss))


def fit(violations, counts, steps=25, lr=0.5):
    w = jnp.ones(violations.shape[1])
    for _ in range(steps):
        w = jnp.maximum(w - lr * loss_grad(w, violations, counts), 0.0)
    return w
