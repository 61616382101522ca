import jax
import jax.numpy as jnp

NUM_CLIENTS = 6
DIM = 8


def pair_mask(i, j, seed_base):
    key = jax.random.fold_in(jax.random.PRNGKey(seed_base), i * NUM_CLIENTS + j)
    return jax.random.normal(key, (DIM,))


@jax.jit
def unmask_sum(masked_total, seed_base, dropped_mask):
    """Remove the pairwise masks that survivors shared with dropped clients."""
    correction = jnp.zeros((DIM,))
    for d in range(NUM_CLIENTS):
        for s in range(NUM_CLIENTS):
            if s == d:
                continue
            active = dropped_mask[d] * (1.0 - dropped_mask[s])
            sign = 1.0 if s < d else -1.0
            correction = correction + active * sign * pair_mask(min(s, d), max(s, d), seed_base)
    return masked_total - correction
