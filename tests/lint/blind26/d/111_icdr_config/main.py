from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import ExperimentConfig


@partial(jax.jit, static_argnames=("n_classes",))
def icdr_step(w, x, y, lr, n_classes):
    def loss(w):
        logits = x @ w
        return optax.softmax_cross_entropy(logits, jax.nn.one_hot(y, n_classes)).mean()

    l, g = jax.value_and_grad(loss)(w)
    return w - lr * g, l


def main():
    cfg = ExperimentConfig()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 12)).astype(np.float32)
    y = rng.integers(0, cfg.n_classes, size=80).astype(np.int32)
    w = jnp.zeros((12, cfg.n_classes))
    for epoch in range(3):
        cfg.epoch = epoch
        cfg.lr = cfg.lr * 0.5
        for i in range(0, 80, 20):
            w, l = icdr_step(w, x[i:i + 20], y[i:i + 20], jnp.float32(cfg.lr), n_classes=cfg.n_classes)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
