import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from ema import ema_update

EMA_START = 4
EMA_DECAY = 0.9
tx = optax.adam(1e-2)


@functools.partial(jax.jit, static_argnames=("step",))
def train_step(params, ema_params, opt_state, x, y, step):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    params = optax.apply_updates(params, updates)
    ema_params = ema_update(ema_params, params, step, EMA_START, EMA_DECAY)
    return params, ema_params, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 5)).astype(np.float32)
    y = (x @ rng.normal(size=(5, 1))).astype(np.float32)
    params = {"w": jnp.zeros((5, 1))}
    ema_params = params
    opt_state = tx.init(params)
    for step in range(10):
        params, ema_params, opt_state, loss = train_step(params, ema_params, opt_state, x, y, step=step)
    print("loss", float(loss), "ema w", np.asarray(ema_params["w"]).ravel().round(3))


if __name__ == "__main__":
    main()
