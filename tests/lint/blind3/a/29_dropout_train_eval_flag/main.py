from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from model import DropoutMLP

model = DropoutMLP()


@partial(jax.jit, static_argnames=("train",))
def loss_and_grads(params, x, y, key, train):
    def loss_fn(p):
        pred = model.apply(p, x, train=train, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)

    return jax.value_and_grad(loss_fn)(params)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = x @ np.array([1.0, -1.0, 0.5, 0.0], np.float32)
    params = model.init(jax.random.PRNGKey(0), x[:1], train=False)
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        for train in (True, False):
            key, sub = jax.random.split(key)
            loss, grads = loss_and_grads(params, x, y, sub, train=train)
            if train:
                params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
            else:
                print(f"epoch {epoch}: eval loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
