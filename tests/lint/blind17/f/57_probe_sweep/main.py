import jax
import jax.numpy as jnp
import numpy as np
import optax

from sweep import SWEEP

NUM_CLASSES = 3


def run_probe(cfg, feats, labels, epochs=2):
    tx = optax.adamw(cfg.lr, weight_decay=cfg.weight_decay)

    @jax.jit
    def probe_step(w, opt_state, x, y):
        def loss_fn(w):
            return optax.softmax_cross_entropy_with_integer_labels(x @ w, y).mean()

        loss, g = jax.value_and_grad(loss_fn)(w)
        updates, opt_state = tx.update(g, opt_state, w)
        return optax.apply_updates(w, updates), opt_state, loss

    w = jnp.zeros((feats.shape[1], NUM_CLASSES))
    opt_state = tx.init(w)
    n = len(feats) // cfg.batch_size
    for _ in range(epochs):
        for b in range(n):
            sl = slice(b * cfg.batch_size, (b + 1) * cfg.batch_size)
            w, opt_state, loss = probe_step(w, opt_state, feats[sl], labels[sl])
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    labels = rng.integers(0, NUM_CLASSES, 96).astype(np.int32)
    feats = (rng.normal(size=(NUM_CLASSES, 16))[labels] + rng.normal(size=(96, 16))).astype(np.float32)
    for cfg in SWEEP:
        print(cfg, run_probe(cfg, feats, labels))


if __name__ == "__main__":
    main()
