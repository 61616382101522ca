import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


@jax.jit
def required_n(baseline, mde):
    """Per-arm sample size for a two-sided z-test on proportions (alpha=0.05, power=0.8)."""
    z_a = norm.ppf(0.975)
    z_b = norm.ppf(0.8)
    p1 = baseline
    p2 = baseline * (1 + mde)
    pbar = (p1 + p2) / 2
    num = (z_a * jnp.sqrt(2 * pbar * (1 - pbar)) + z_b * jnp.sqrt(p1 * (1 - p1) + p2 * (1 - p2))) ** 2
    return jnp.ceil(num / (p2 - p1) ** 2)
