import functools
import math

import jax
import jax.numpy as jnp
import numpy as np


def logistic_loss(w, x, y):
    logits = x @ w
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@functools.partial(jax.jit, static_argnames=("lr", "l2"))
def sgd_step(w, x, y, lr, l2=1e-4):
    loss, g = jax.value_and_grad(logistic_loss)(w, x, y)
    return w - lr * (g + l2 * w), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 6)).astype(np.float32)
    y = (x @ rng.normal(size=6) > 0).astype(np.float32)
    w = jnp.zeros(6)

    total_steps, base_lr = 6, 0.5
    for step in range(total_steps):
        idx = rng.choice(len(x), 32, replace=False)
        lr = 0.5 * base_lr * (1 + math.cos(math.pi * step / total_steps))
        w, loss = sgd_step(w, x[idx], y[idx], lr=lr)
        print(f"step {step} lr {lr:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
