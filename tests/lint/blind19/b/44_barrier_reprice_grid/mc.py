import jax
import jax.numpy as jnp

N_PATHS = 2000
MAX_DAYS = 30


@jax.jit
def down_and_out_put(key, spot, strike, barrier, n_days, vol=0.3, rate=0.01):
    dt = 1.0 / 252.0
    z = jax.random.normal(key, (MAX_DAYS, N_PATHS))
    active = jnp.arange(MAX_DAYS) < n_days

    def step(carry, inp):
        s, alive = carry
        zt, on = inp
        s_new = s * jnp.exp((rate - 0.5 * vol ** 2) * dt + vol * jnp.sqrt(dt) * zt)
        s = jnp.where(on, s_new, s)
        return (s, alive & (s > barrier)), None

    init = (jnp.full((N_PATHS,), spot), jnp.ones((N_PATHS,), dtype=bool))
    (s_T, alive), _ = jax.lax.scan(step, init, (z, active))
    payoff = jnp.where(alive, jnp.maximum(strike - s_T, 0.0), 0.0)
    return jnp.exp(-rate * n_days * dt) * payoff.mean()
