import jax
import jax.numpy as jnp
import optax

from data import N_BANDS, holdout_batches, leaf_spectra, train_batches


def logistic_loss(w, batch):
    x, y = batch
    return optax.sigmoid_binary_cross_entropy(x @ w[:-1] + w[-1], y).mean()


batch_loss = jax.jit(logistic_loss)


@jax.jit
def sgd_update(w, batch):
    return w - 0.5 * jax.grad(logistic_loss)(w, batch)


def main():
    x_tr, y_tr = leaf_spectra(0)
    x_ho, y_ho = leaf_spectra(1)
    w = jnp.zeros(N_BANDS + 1)
    for epoch in range(3):
        for batch in train_batches(x_tr, y_tr):
            train_loss = batch_loss(w, batch)
            w = sgd_update(w, batch)
        ho = [float(batch_loss(w, b)) for b in holdout_batches(x_ho, y_ho)]
        print(f"epoch {epoch}: train {float(train_loss):.3f} holdout {sum(ho) / len(ho):.3f}")


if __name__ == "__main__":
    main()
