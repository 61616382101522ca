import jax
import jax.numpy as jnp


@jax.jit
def fit_lapse_rates(duration, lapsed, exposure):
    """Graduated lapse rate by policy duration (1..10) via smoothed Poisson MLE."""
    def nll(log_q):
        q = jnp.exp(log_q)[jnp.maximum(duration - 1, 0)]
        smooth = jnp.sum(jnp.diff(log_q, n=2) ** 2)
        return jnp.sum(exposure * q - lapsed * jnp.log(q)) / exposure.sum() + 0.5 * smooth

    log_q = jnp.full(10, -2.5)
    for _ in range(100):
        log_q = log_q - 0.5 * jax.grad(nll)(log_q)
    return jnp.exp(log_q)
