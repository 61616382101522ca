import jax.numpy as jnp


def eligibility(adv, min_adv=None):
    """1.0 for names we may hold, 0.0 otherwise; no screen means everything is eligible."""
    if min_adv is None:
        return jnp.ones(adv.shape, dtype=jnp.float32)
    return (adv >= min_adv).astype(jnp.float32)
