from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from losses import LOSSES

CFG = {"loss": "huber", "lr": 0.05, "epochs": 6}


@partial(jax.jit, static_argnames=("loss_fn",))
def fit_growth(params, x, y, lr, loss_fn):
    def objective(p):
        return jnp.mean(loss_fn(x @ p["w"] + p["b"], y))
    loss, g = jax.value_and_grad(objective)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss


rng = np.random.default_rng(0)
x = rng.normal(size=(200, 5)).astype(np.float32)
y = (x @ np.array([4.0, 2.0, 0, 1.0, -1.0]) + 12 + rng.standard_t(3, 200) * 3).astype(np.float32)
params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
for epoch in range(CFG["epochs"]):
    for _ in range(10):
        params, loss = fit_growth(params, x, y, CFG["lr"], loss_fn=LOSSES[CFG["loss"]])
    print(epoch, float(loss))
