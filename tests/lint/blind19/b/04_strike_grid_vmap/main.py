import jax
import jax.numpy as jnp

S0 = 100.0
RATE = 0.02
VOL = 0.25
MATURITY = 0.5
N_PATHS = 4096


def _call_payoff_mean(st, strike):
    return jnp.maximum(st - strike, 0.0).mean()


@jax.jit
def mc_call_prices(key, spot, strikes):
    z = jax.random.normal(key, (N_PATHS,))
    drift = (RATE - 0.5 * VOL ** 2) * MATURITY
    st = spot * jnp.exp(drift + VOL * jnp.sqrt(MATURITY) * z)
    means = jax.vmap(_call_payoff_mean, in_axes=(None, 0))(st, strikes)
    return jnp.exp(-RATE * MATURITY) * means


if __name__ == "__main__":
    strikes = jnp.array([90.0, 95.0, 100.0, 105.0, 110.0], dtype=jnp.float32)
    key = jax.random.PRNGKey(0)
    for day in range(3):
        key, sub = jax.random.split(key)
        spot = jnp.float32(S0 + day)
        prices = mc_call_prices(sub, spot, strikes)
        print(day, [round(float(p), 4) for p in prices])
