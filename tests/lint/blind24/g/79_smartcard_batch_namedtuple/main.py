import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import holdout, train_batches


def bce(w, x, y):
    return optax.sigmoid_binary_cross_entropy(x @ w, y).mean()


@jax.jit
def sgd_step(w, x, y):
    return w - 0.5 * jax.grad(bce)(w, x, y)


@jax.jit
def transfer_loss(w, batch):
    x, y = batch
    return bce(w, x, y)


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros(5)
    for epoch in range(3):
        for batch in train_batches(rng):
            w = sgd_step(w, batch.features, batch.transferred)
        train_loss = transfer_loss(w, batch)
        val_loss = transfer_loss(w, holdout(rng))
        print(epoch, float(train_loss), float(val_loss))


if __name__ == "__main__":
    main()
