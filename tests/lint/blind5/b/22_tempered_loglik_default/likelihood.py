import jax
import jax.numpy as jnp
from jax.scipy.stats import t as student_t


@jax.jit
def tempered_log_lik(theta, returns, beta=1.0):
    mu, log_scale, log_df = theta
    ll = student_t.logpdf(returns, jnp.exp(log_df) + 2.0, mu, jnp.exp(log_scale))
    return beta * jnp.sum(ll)
