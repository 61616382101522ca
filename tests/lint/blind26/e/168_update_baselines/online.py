import jax
import jax.numpy as jnp


@jax.jit
def update_baselines(mean, var, idx, scores, alpha=0.1):
    m = mean[idx]
    v = var[idx]
    new_m = (1 - alpha) * m + alpha * scores
    new_v = (1 - alpha) * v + alpha * (scores - m) ** 2
    return mean.at[idx].set(new_m), var.at[idx].set(new_v)
