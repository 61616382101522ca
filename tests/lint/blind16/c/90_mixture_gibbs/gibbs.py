import numpy as np
import jax.numpy as jnp

from likelihood import assignment_logits


def gibbs_sweep(x, z, rng, alpha=1.0, prior_scale=3.0, sigma=0.5):
    labels = np.unique(z)
    z = np.searchsorted(labels, z)
    counts = np.bincount(z).astype(np.float32)
    means = np.stack([x[z == k].mean(0) for k in range(len(labels))]).astype(np.float32)
    new_mean = rng.normal(0.0, prior_scale, size=(1, x.shape[1])).astype(np.float32)
    means = np.concatenate([means, new_mean])
    log_w = np.log(np.concatenate([counts, [alpha]])).astype(np.float32)
    logits = np.asarray(assignment_logits(jnp.asarray(x), jnp.asarray(means), jnp.asarray(log_w)))
    p = np.exp(logits - logits.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    u = rng.uniform(size=(len(x), 1))
    return (p.cumsum(1) < u).sum(1)
