import jax
import jax.numpy as jnp
import numpy as np

from loaders import regression_data, train_batches, val_batches


@jax.jit
def mae(w, x, y):
    return jnp.mean(jnp.abs(x @ w - y))


@jax.jit
def sgd(w, x, y):
    return w - 0.05 * jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)


def main():
    rng = np.random.default_rng(0)
    x_tr, y_tr = regression_data(rng, 64)
    x_va, y_va = regression_data(rng, 32)
    w = jnp.zeros((5, 1))
    for epoch in range(3):
        train_mae = [float(mae(w, xb, yb)) for xb, yb in train_batches(x_tr, y_tr, 16)]
        for xb, yb in train_batches(x_tr, y_tr, 16):
            w = sgd(w, xb, yb)
        val_mae = [float(mae(w, xb, yb)) for xb, yb in val_batches(x_va, y_va, 16)]
        print(f"epoch {epoch}: train mae {np.mean(train_mae):.3f} val mae {np.mean(val_mae):.3f}")


if __name__ == "__main__":
    main()
