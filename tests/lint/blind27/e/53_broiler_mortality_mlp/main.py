from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from config import load_config


def init_params(key, layers):
    keys = jax.random.split(key, len(layers) - 1)
    return [(jax.random.normal(k, (a, b)) / np.sqrt(a), jnp.zeros(b)) for k, a, b in zip(keys, layers[:-1], layers[1:])]


@partial(jax.jit, static_argnames=("layers",))
def mortality_step(params, x, y, lr, layers):
    def fwd(p):
        h = x
        for i, (w, b) in enumerate(p):
            h = h @ w + b
            if i < len(layers) - 2:
                h = jax.nn.relu(h)
        return h[:, 0]

    loss, g = jax.value_and_grad(lambda p: jnp.mean((fwd(p) - y) ** 2))(params)
    return [(w - lr * gw, b - lr * gb) for (w, b), (gw, gb) in zip(params, g)], loss


rng = np.random.default_rng(53)
# broiler house: stocking density, litter moisture, ammonia, temp, age, water intake
X = rng.normal(size=(120, 6)).astype(np.float32)
y = (0.5 * X[:, 1] + 0.3 * X[:, 2] ** 2).astype(np.float32)
params = init_params(jax.random.PRNGKey(0), load_config()["layers"])
for epoch in range(load_config()["epochs"]):
    for b in range(0, 120, 30):
        cfg = load_config()
        params, loss = mortality_step(params, X[b:b + 30], y[b:b + 30], cfg["lr"], layers=cfg["layers"])
    print("epoch", epoch, round(float(loss), 4))
