import numpy as np
import jax
import jax.numpy as jnp

from cv import train_val_split, minibatches

N_SAMPLES, N_FEATS = 260, 6
BATCH_SIZE = 32
TRAIN_SIZES = [50, 75, 100, 125, 150, 175]


@jax.jit
def logistic_step(w, x, y, lr=0.5):
    def loss_fn(w):
        logits = x @ w
        return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - lr * g, loss


def auc(w, x, y):
    s = x @ w
    pos, neg = s[y == 1], s[y == 0]
    return float((pos[:, None] > neg[None, :]).mean())


def main():
    rng = np.random.default_rng(13)
    x = rng.standard_normal((N_SAMPLES, N_FEATS)).astype(np.float32)
    y = (x @ rng.standard_normal(N_FEATS) + 0.5 * rng.standard_normal(N_SAMPLES) > 0).astype(np.float32)
    pool, val = train_val_split(N_SAMPLES, 0.3, rng)
    curve = []
    for n_train in TRAIN_SIZES:
        w = jnp.zeros(N_FEATS)
        for epoch in range(2):
            for idx in minibatches(pool[:n_train], BATCH_SIZE, rng):
                w, loss = logistic_step(w, jnp.asarray(x[idx]), jnp.asarray(y[idx]))
        curve.append(auc(np.asarray(w), x[val], y[val]))
        print(f"n_train={n_train}: val auc={curve[-1]:.3f}")


if __name__ == "__main__":
    main()
