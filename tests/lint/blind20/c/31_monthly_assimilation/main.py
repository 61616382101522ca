import jax
import jax.numpy as jnp

from reports import monthly_reports

N_PARTICLES = 256


@jax.jit
def assimilate(key, log_ifr, weights, deaths):
    """Reweight and jitter IFR particles against one month of deaths."""
    infections = 8_000.0
    mu = jnp.exp(log_ifr)[:, None] * infections
    loglik = jnp.sum(deaths[None, :] * jnp.log(mu) - mu, axis=1)
    logw = jnp.log(weights) + loglik
    weights = jax.nn.softmax(logw)
    idx = jax.random.choice(key, N_PARTICLES, (N_PARTICLES,), p=weights)
    log_ifr = log_ifr[idx] + 0.02 * jax.random.normal(key, (N_PARTICLES,))
    return log_ifr, jnp.full(N_PARTICLES, 1.0 / N_PARTICLES)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    key, sub = jax.random.split(key)
    log_ifr = jnp.log(0.005) + 0.5 * jax.random.normal(sub, (N_PARTICLES,))
    weights = jnp.full(N_PARTICLES, 1.0 / N_PARTICLES)
    for month, deaths in monthly_reports():
        key, sub = jax.random.split(key)
        log_ifr, weights = assimilate(sub, log_ifr, weights, deaths)
        print(f"{month}: IFR {float(jnp.exp(log_ifr).mean()):.4f}")
