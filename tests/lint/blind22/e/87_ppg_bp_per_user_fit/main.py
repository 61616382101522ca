from functools import partial

import jax
import numpy as np
import optax

from model import PulseWaveRegressor

tx = optax.adam(1e-3)


@partial(jax.jit, static_argnums=(0,))
def fit_step(model, params, opt_state, x, y):
    def loss_fn(p):
        return optax.huber_loss(model.apply({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def user_batches(user, n=3):
    rng = np.random.default_rng(user)
    for _ in range(n):
        yield (rng.standard_normal((8, 125, 1)).astype(np.float32),
               (np.array([120.0, 80.0]) + 5 * rng.standard_normal((8, 2))).astype(np.float32))


def main():
    base = PulseWaveRegressor()
    params = base.init(jax.random.PRNGKey(0), np.zeros((1, 125, 1), np.float32))["params"]
    for user in range(4):
        model = PulseWaveRegressor(hidden=32)
        user_params, opt_state = params, tx.init(params)
        for x, y in user_batches(user):
            user_params, opt_state, loss = fit_step(model, user_params, opt_state, x, y)
        print(user, float(loss))


if __name__ == "__main__":
    main()
