import jax
import jax.numpy as jnp
import numpy as np

from batches import eval_batch, train_batches

DIM = 12
SIZE = 8


def contrastive(w, batch):
    q, d = batch
    logits = (q @ w) @ (d @ w).T
    return -jnp.mean(jnp.diag(jax.nn.log_softmax(logits, axis=1)))


@jax.jit
def train_step(w, batch):
    loss, g = jax.value_and_grad(contrastive)(w, batch)
    return w - 0.05 * g, loss


@jax.jit
def batch_loss(w, batch):
    return contrastive(w, batch)


def main():
    rng = np.random.default_rng(0)
    w = jnp.eye(DIM)
    for epoch in range(3):
        for batch in train_batches(rng, 2, SIZE, DIM):
            w, _ = train_step(w, batch)
        train_loss = batch_loss(w, batch)
        val_loss = batch_loss(w, eval_batch(rng, SIZE, DIM))
        print(epoch, float(train_loss), float(val_loss))


if __name__ == "__main__":
    main()
