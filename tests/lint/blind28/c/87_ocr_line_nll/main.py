import jax
import jax.numpy as jnp
import numpy as np

from data import held_out, training_batches


def nll(w, batch):
    logits = batch.images.reshape(batch.images.shape[0], -1) @ w
    return -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(batch.labels.shape[0]), batch.labels])


@jax.jit
def descend(w, batch):
    return w - 0.5 * jax.grad(nll)(w, batch)


@jax.jit
def line_nll(w, batch):
    return nll(w, batch)


def main():
    rng = np.random.default_rng(86)
    w = jnp.zeros((12 * 40, 25))
    for epoch in range(2):
        for batch in training_batches(rng):
            w = descend(w, batch)
        print(epoch, "train", float(line_nll(w, batch)), "held-out", float(line_nll(w, held_out(rng))))


if __name__ == "__main__":
    main()
