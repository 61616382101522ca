import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import SWEEP, clip_setting


@functools.partial(jax.jit, static_argnames="max_grad_norm")
def train_step(params, x, y, lr, max_grad_norm):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p - y) ** 2))(params)
    if max_grad_norm is not None:
        g = g * jnp.minimum(1.0, max_grad_norm / (optax.global_norm(g) + 1e-6))
    return params - lr * g, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = (x @ np.array([2.0, -1.0, 0.0, 1.0])).astype(np.float32)
    for point in SWEEP:
        params = jnp.zeros(4)
        lr = jnp.float32(point["lr"])
        for _ in range(4):
            params, loss = train_step(params, x, y, lr, max_grad_norm=clip_setting(point))
        print(point, float(loss))


if __name__ == "__main__":
    main()
