import jax
import jax.numpy as jnp

def make_objective(releases, recaptures):
    def neg_loglik(log_params):
        F = jnp.exp(log_params[0]); M = jnp.exp(log_params[1])
        years = jnp.arange(recaptures.shape[0])
        surv = jnp.exp(-(F + M) * years)
        p = releases * surv * F / (F + M) * (1 - jnp.exp(-(F + M)))
        return -jnp.sum(recaptures * jnp.log(p + 1e-9) - p)
    return jax.jit(neg_loglik)
