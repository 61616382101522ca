import jax
import jax.numpy as jnp

MAX_TRADING_DAYS = 23


@jax.jit
def simulate_month(key, s0, mu, sigma, n_days):
    dt = 1.0 / 252
    z = jax.random.normal(key, (MAX_TRADING_DAYS, s0.shape[0]))
    active = jnp.arange(MAX_TRADING_DAYS) < n_days

    def step(s, inputs):
        eps, on = inputs
        moved = s * jnp.exp((mu - 0.5 * sigma ** 2) * dt + sigma * jnp.sqrt(dt) * eps)
        s = jnp.where(on, moved, s)
        return s, s

    s_end, path = jax.lax.scan(step, s0, (z, active))
    return s_end, jnp.min(path, axis=0)
