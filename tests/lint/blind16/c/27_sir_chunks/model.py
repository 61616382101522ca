import jax
import jax.numpy as jnp


def sir_incidence(log_beta, log_gamma, n_days, pop=1000.0, i0=5.0):
    beta, gamma = jnp.exp(log_beta), jnp.exp(log_gamma)

    def day(state, _):
        s, i, r = state
        new_inf = beta * s * i / pop
        new_rec = gamma * i
        return (s - new_inf, i + new_inf - new_rec, r + new_rec), new_inf

    _, inc = jax.lax.scan(day, (pop - i0, i0, 0.0), None, length=n_days)
    return inc


@jax.jit
def chunk_nll(params, days, counts, full_curve):
    mu = full_curve[days] + 1e-3
    return -jnp.sum(counts * jnp.log(mu) - mu - jax.scipy.special.gammaln(counts + 1.0))
