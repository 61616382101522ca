import jax
import jax.numpy as jnp
import numpy as np

from data import held_out, training_batches


def nll(w, batch):
    images, labels = batch
    logits = images.reshape(images.shape[0], -1) @ w
    return -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(labels.shape[0]), labels])


@jax.jit
def sgd_update(w, batch):
    return w - 0.5 * jax.grad(nll)(w, batch)


@jax.jit
def batch_loss(w, batch):
    return nll(w, batch)


def main():
    rng = np.random.default_rng(86)
    w = jnp.zeros((12 * 40, 25))
    for epoch in range(2):
        for batch in training_batches(rng):
            w = sgd_update(w, batch)
        print(epoch, "train", float(batch_loss(w, batch)), "held-out", float(batch_loss(w, held_out(rng))))


if __name__ == "__main__":
    main()
