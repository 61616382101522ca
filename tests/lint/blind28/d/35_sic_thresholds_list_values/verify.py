import jax
import jax.numpy as jnp


@jax.jit
def edge_scores(pred, obs, thresholds):
    # integrated ice-edge error (Goessling et al. 2016) at several concentration thresholds
    scores = []
    for t in thresholds:
        over = jnp.sum((pred >= t) & (obs < t))
        under = jnp.sum((pred < t) & (obs >= t))
        scores.append((over + under) * 625.0)
    return jnp.stack(scores)
