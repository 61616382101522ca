import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import init_params, predict

tx = optax.adam(0.02)


@jax.jit
def update(params, opt_state, log_price, promo, log_units):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, log_price, promo) - log_units) ** 2))(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    n_stores = 10
    params = init_params(n_stores)
    opt_state = tx.init(params)
    for week in range(5):
        log_price = jnp.asarray(rng.normal(2.0, 0.1, (20, n_stores)), jnp.float32)
        promo = jnp.asarray(rng.random((20, n_stores)) < 0.2, jnp.float32)
        log_units = 3.0 - 1.8 * log_price + 0.3 * promo
        params, opt_state, loss = update(params, opt_state, log_price, promo, log_units)
        print(week, float(loss))


if __name__ == "__main__":
    main()
