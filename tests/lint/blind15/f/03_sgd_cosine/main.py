import math
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def warmup_cosine(step, base_lr, warmup, total):
    if step < warmup:
        return base_lr * (step + 1) / warmup
    progress = (step - warmup) / max(1, total - warmup)
    return 0.5 * base_lr * (1.0 + math.cos(math.pi * progress))


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@partial(jax.jit, static_argnames=("lr",))
def sgd_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (x @ np.array([1.0, -2.0, 0.5, 3.0], np.float32))[:, None]
    params = {"w": jnp.zeros((4, 1)), "b": jnp.zeros((1,))}
    total_steps = 8
    for step in range(total_steps):
        lr = warmup_cosine(step, base_lr=0.1, warmup=2, total=total_steps)
        params, loss = sgd_step(params, x, y, lr=lr)
        print(step, round(lr, 4), float(loss))


if __name__ == "__main__":
    main()
