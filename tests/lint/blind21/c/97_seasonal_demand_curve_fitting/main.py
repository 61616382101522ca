import jax
import jax.numpy as jnp
import numpy as np
import optax

from optim import restart_bias_correction, tx


def season_loss(params, week_of_season, sales):
    pred = params["peak"] * jnp.exp(-((week_of_season - params["center"]) ** 2) / 8.0)
    return jnp.mean((pred - sales) ** 2)


@jax.jit
def fit_step(params, opt_state, weeks, sales):
    loss, grads = jax.value_and_grad(season_loss)(params, weeks, sales)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(3)
    weeks = jnp.arange(12, dtype=jnp.float32)
    params = {"peak": jnp.float32(10.0), "center": jnp.float32(5.0)}
    opt_state = tx.init(params)
    for season in range(3):
        sales = jnp.asarray(40 * np.exp(-((np.arange(12) - 6 - season) ** 2) / 8.0) + rng.normal(0, 1, 12), jnp.float32)
        for _ in range(4):
            params, opt_state, loss = fit_step(params, opt_state, weeks, sales)
        print(f"season {season}: loss {float(loss):.2f}")
        opt_state = restart_bias_correction(opt_state)


if __name__ == "__main__":
    main()
