import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import cutmix, sample_box

NUM_CLASSES = 5
SIZE = 16


def logits_fn(w, x):
    return x.reshape(x.shape[0], -1) @ w


tx = optax.sgd(0.1)


@jax.jit
def train_step(w, opt_state, x, y):
    def loss_fn(w):
        return optax.softmax_cross_entropy(logits_fn(w, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(w)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    rng = np.random.default_rng(3)
    w = jnp.zeros((SIZE * SIZE * 3, NUM_CLASSES))
    opt_state = tx.init(w)
    for step in range(6):
        x = rng.random((8, SIZE, SIZE, 3)).astype(np.float32)
        y = jax.nn.one_hot(rng.integers(0, NUM_CLASSES, 8), NUM_CLASSES)
        perm = jnp.asarray(rng.permutation(8))
        box = sample_box(rng, SIZE)
        x, y = cutmix(jnp.asarray(x), y, perm, box=box)
        w, opt_state, loss = train_step(w, opt_state, x, y)
        print(step, box.tolist(), float(loss))


if __name__ == "__main__":
    main()
