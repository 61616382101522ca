from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from sweep import grid


def mse(params, x, y):
    pred = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return jnp.mean((pred - y) ** 2)


@partial(jax.jit, static_argnames=("tx",))
def sweep_update(params, opt_state, x, y, tx):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


rng = np.random.default_rng(0)
x = rng.normal(size=(32, 4)).astype(np.float32)
y = np.sin(x.sum(1, keepdims=True)).astype(np.float32)

results = {}
for hp in grid():
    params = {"w1": np.full((4, 8), 0.1, np.float32), "w2": np.full((8, 1), 0.1, np.float32)}
    tx = optax.adamw(hp["lr"], weight_decay=hp["wd"])
    opt_state = tx.init(params)
    for _ in range(3):
        params, opt_state, loss = sweep_update(params, opt_state, x, y, tx=tx)
    results[(hp["lr"], hp["wd"])] = float(loss)
print(min(results, key=results.get))
