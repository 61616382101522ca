import equinox as eqx
import jax
import jax.numpy as jnp


class DemandCurve(eqx.Module):
    log_base: jax.Array
    elasticity: jax.Array

    def __call__(self, price):
        return jnp.exp(self.log_base) * (price / 150.0) ** (-self.elasticity)


@eqx.filter_jit
def best_price(curve, candidate_prices, rooms_left):
    prices = jnp.asarray(candidate_prices)
    sold = jnp.minimum(jax.vmap(curve)(prices), rooms_left)
    rev = prices * sold
    return prices[jnp.argmax(rev)], rev.max()
