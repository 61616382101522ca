import jax
import jax.numpy as jnp
import numpy as np

from data import LabelPool

DIM = 6
TRUE_W = np.array([1.0, -1.0, 0.5, 0.0, 2.0, -0.5], np.float32)


@jax.jit
def sgd_step(w, x, y, weight, lr):
    def loss(w):
        per_row = jnp.logaddexp(0.0, -(2 * y - 1) * (x @ w))
        return jnp.sum(per_row * weight) / jnp.maximum(weight.sum(), 1.0)

    l, g = jax.value_and_grad(loss)(w)
    return w - lr * g, l


def annotator_round(rng, n):
    x = rng.normal(size=(n, DIM)).astype(np.float32)
    return x, (x @ TRUE_W > 0).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    pool = LabelPool(DIM)
    w = jnp.zeros(DIM)
    for rnd in range(5):
        pool.add(*annotator_round(rng, 20 + 7 * rnd))
        for xb, yb, wb in pool.batches(batch_size=32):
            w, loss = sgd_step(w, xb, yb, wb, 0.5)
        print(f"round {rnd}: pool={len(pool.x)} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
