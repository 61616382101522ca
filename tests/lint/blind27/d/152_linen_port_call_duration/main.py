from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from config import TrainConfig
from model import CallMLP


@partial(jax.jit, static_argnums=(0,))
def call_step(model, params, x, y, key):
    def loss(p):
        return jnp.mean((model.apply(p, x, key) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, params, g), l


def main():
    cfg = TrainConfig()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = (x[:, 2] * 4 + 18).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = CallMLP(rate=cfg.dropout).init(key, x[:1], key)
    for epoch in range(cfg.epochs):
        model = CallMLP(rate=cfg.dropout)
        for i in range(0, 128, cfg.batch):
            key, sub = jax.random.split(key)
            params, l = call_step(model, params, x[i:i + cfg.batch], y[i:i + cfg.batch], sub)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
