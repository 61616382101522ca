import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import MultiMarketDemand, launch_market

opt = optax.adam(1e-2)


@eqx.filter_jit
def step(model, opt_state, x, market, y):
    loss, g = eqx.filter_value_and_grad(lambda m: jnp.mean((m(x, market) - y) ** 2))(model)
    updates, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    n_markets = 2
    model = MultiMarketDemand(key)
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for quarter in range(3):
        for _ in range(3):
            x = jnp.asarray(rng.normal(size=(32, 5)), jnp.float32)
            market = jnp.asarray(rng.integers(0, n_markets, 32))
            y = jnp.asarray(rng.normal(size=32), jnp.float32)
            model, opt_state, loss = step(model, opt_state, x, market, y)
        print(quarter, n_markets, float(loss))
        n_markets = launch_market(n_markets)


if __name__ == "__main__":
    main()
