import jax
import jax.numpy as jnp


@jax.jit
def price_and_duration(cashflows, times, zero_rates, spread):
    """Dirty price of a bond discounted at zero rates + spread, and its dP/dspread."""
    disc = jnp.exp(-(zero_rates + spread) * times)
    pv = cashflows * disc
    return jnp.sum(pv), -jnp.sum(pv * times)
