import numpy as np
import jax.numpy as jnp

from likelihood import assignment_logits

K_MAX = 12


def gibbs_sweep(x, z, rng, alpha=1.0, prior_scale=3.0, sigma=0.5):
    counts = np.bincount(z, minlength=K_MAX).astype(np.float32)
    means = rng.normal(0.0, prior_scale, size=(K_MAX, x.shape[1])).astype(np.float32)
    for k in np.nonzero(counts)[0]:
        means[k] = x[z == k].mean(0)
    log_w = np.log(counts + alpha / K_MAX).astype(np.float32)
    logits = np.asarray(assignment_logits(jnp.asarray(x), jnp.asarray(means), jnp.asarray(log_w)))
    p = np.exp(logits - logits.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    u = rng.uniform(size=(len(x), 1))
    return np.minimum((p.cumsum(1) < u).sum(1), K_MAX - 1)
