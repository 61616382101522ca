import functools

import jax
import jax.numpy as jnp
import numpy as np

from losses import class_balance, weighted_bce


def loss_and_grad(params, x, y, **loss_kwargs):
    def loss_fn(p):
        return weighted_bce(x @ p["w"] + p["b"], y, **loss_kwargs)

    return jax.value_and_grad(loss_fn)(params)


@functools.partial(jax.jit, static_argnames=("lr",))
def fraud_step(params, x, y, pos_weight, lr=0.1):
    loss, grads = loss_and_grad(params, x, y, pos_weight=pos_weight)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def transaction_batches(rng, n_batches, size=32, dim=5):
    for _ in range(n_batches):
        x = rng.normal(size=(size, dim)).astype(np.float32)
        y = (rng.uniform(size=size) < 0.04).astype(np.float32)
        yield x, y


def main():
    rng = np.random.default_rng(7)
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    for i, (x, y) in enumerate(transaction_batches(rng, 8)):
        params, loss = fraud_step(params, x, y, **class_balance(y))
        print(f"batch {i}: positives={int(y.sum())} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
