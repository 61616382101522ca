import jax
import jax.numpy as jnp


@jax.jit
def expected_wait(arrivals_per_hr, service_min, n_rooms):
    # M/M/c approximation (Erlang C) for fitting-room queues
    lam = arrivals_per_hr / 60.0
    mu = 1.0 / service_min
    a = lam / mu
    rho = a / n_rooms
    k = jnp.arange(16, dtype=jnp.float32)
    terms = jnp.where(k < n_rooms, a ** k / jnp.exp(jax.scipy.special.gammaln(k + 1)), 0.0)
    last = a ** n_rooms / jnp.exp(jax.scipy.special.gammaln(n_rooms + 1.0)) / (1 - rho)
    p_wait = last / (terms.sum() + last)
    return jnp.where(rho < 1, p_wait / (n_rooms * mu - lam), jnp.inf)
