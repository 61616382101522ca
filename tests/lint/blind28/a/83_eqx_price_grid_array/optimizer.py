import equinox as eqx
import jax
import jax.numpy as jnp

OFFSETS = jnp.array([-20.0, -10.0, 0.0, 10.0, 25.0])


class PackagePricer(eqx.Module):
    log_base: jax.Array
    elasticity: jax.Array
    horizon_days: int = eqx.field(static=True, default=7)

    def demand(self, price):
        return jnp.exp(self.log_base) * (price / 150.0) ** (-self.elasticity)

    def quote(self, competitor_rate, inventory):
        return choose_package_price(self, competitor_rate + OFFSETS, inventory)


@eqx.filter_jit
def choose_package_price(pricer, prices, inventory):
    sold = jnp.minimum(pricer.demand(prices) * pricer.horizon_days, inventory)
    rev = prices * sold
    return prices[jnp.argmax(rev)]
