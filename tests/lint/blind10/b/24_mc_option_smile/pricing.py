import jax
import jax.numpy as jnp


def gbm_terminal(key, s0, r, sigma, maturity, n_paths):
    z = jax.random.normal(key, (n_paths,))
    return s0 * jnp.exp((r - 0.5 * sigma**2) * maturity + sigma * jnp.sqrt(maturity) * z)


def mc_call_price(key, s0, r, sigma, maturity, strike, n_paths=20000):
    s_t = gbm_terminal(key, s0, r, sigma, maturity, n_paths)
    payoff = jnp.maximum(s_t - strike, 0.0)
    disc = jnp.exp(-r * maturity)
    return disc * payoff.mean(), disc * payoff.std() / jnp.sqrt(n_paths)
