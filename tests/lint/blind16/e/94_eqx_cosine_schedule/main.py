import math

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


def warmup_cosine(step, total, peak=3e-3, warmup=3):
    if step < warmup:
        return peak * (step + 1) / warmup
    progress = (step - warmup) / max(1, total - warmup)
    return 0.5 * peak * (1 + math.cos(math.pi * progress))


TOTAL_STEPS = 8


@eqx.filter_jit
def sgd_step(model, x, y, lr):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates = jax.tree.map(lambda g: -lr * g, grads)
    return eqx.apply_updates(model, updates), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 3)).astype(np.float32)
    y = (x[:, :1] ** 2 - x[:, 1:2]).astype(np.float32)
    model = eqx.nn.MLP(3, 1, width_size=16, depth=2, key=jax.random.PRNGKey(0))
    for step in range(TOTAL_STEPS):
        lr = warmup_cosine(step, TOTAL_STEPS)
        model, loss = sgd_step(model, x, y, jnp.asarray(lr, dtype=jnp.float32))
        print(f"step {step}: lr={lr:.5f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
