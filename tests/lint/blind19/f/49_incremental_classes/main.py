import jax
import jax.numpy as jnp
import numpy as np
import optax

from head import GrowingHead

FEAT = 8


@jax.jit
def sgd_update(w, feats, labels, lr):
    def loss_fn(w):
        logits = feats @ w
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - lr * g, loss


def labelled_clips(seed=0):
    rng = np.random.default_rng(seed)
    stream = ["walk", "walk", "run", "walk", "jump", "run", "sit", "jump"]
    for label in stream:
        yield rng.standard_normal((4, FEAT)).astype(np.float32), label


def main():
    head = GrowingHead(FEAT)
    for feats, label in labelled_clips():
        idx = head.index_of(label)
        labels = np.full((feats.shape[0],), idx, np.int32)
        w, loss = sgd_update(head.w, feats, labels, 0.1)
        head.w = np.asarray(w)
        print(label, head.w.shape, float(loss))


if __name__ == "__main__":
    main()
