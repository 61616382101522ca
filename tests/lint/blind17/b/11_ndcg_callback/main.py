import jax
import jax.numpy as jnp
import numpy as np

from callbacks import NDCGCallback

NUM_QUERIES, LIST_SIZE, FEAT = 150, 20, 6


def main():
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(NUM_QUERIES, LIST_SIZE, FEAT)).astype(np.float32)
    true_w = rng.normal(size=(FEAT,)).astype(np.float32)
    labels = np.clip(np.round(feats @ true_w + rng.normal(size=(NUM_QUERIES, LIST_SIZE))), 0, 4).astype(np.float32)

    callback = NDCGCallback(jnp.asarray(feats), jnp.asarray(labels))
    w = jnp.zeros((FEAT,))
    score = jax.jit(lambda w, x: x @ w)
    for epoch in range(3):
        grad = jnp.asarray(np.einsum("qlf,ql->f", feats, labels)) / NUM_QUERIES
        w = w + 0.1 * grad
        callback.on_epoch_end(epoch, lambda x: score(w, x))


if __name__ == "__main__":
    main()
