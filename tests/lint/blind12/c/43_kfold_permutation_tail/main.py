import numpy as np
import jax
import jax.numpy as jnp

from data import kfold_splits, minibatches

BATCH = 32


@jax.jit
def huber_step(w, x, y):
    def loss(w):
        r = x @ w - y
        return jnp.mean(jnp.where(jnp.abs(r) < 1.0, 0.5 * r ** 2, jnp.abs(r) - 0.5))

    return w - 0.1 * jax.grad(loss)(w)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(157, 4)).astype(np.float32)
    y = (x @ np.array([1.0, -2.0, 0.5, 0.0]) + rng.standard_t(2, size=157)).astype(np.float32)
    errs = []
    for tr, va in kfold_splits(len(x), 5):
        w = jnp.zeros(4)
        for xb, yb in minibatches(rng, x[tr], y[tr], BATCH):
            w = huber_step(w, xb, yb)
        errs.append(float(np.median(np.abs(x[va] @ np.asarray(w) - y[va]))))
    print("cv median abs err", np.round(errs, 3))


if __name__ == "__main__":
    main()
