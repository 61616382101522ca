import numpy as np
import jax.numpy as jnp

from model import sgd_update


def load_bookings(n=2000, seed=0):
    rng = np.random.default_rng(seed)
    lead = rng.exponential(60, n)
    deposit = rng.binomial(1, 0.3, n)
    prev_cancel = rng.poisson(0.2, n)
    logit = -1.0 + lead / 80 - 1.5 * deposit + 0.8 * prev_cancel
    y = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(np.float32)
    x = np.stack([lead / 100, deposit, prev_cancel], 1).astype(np.float32)
    return x, y


def main():
    x, y = load_bookings()
    w = jnp.zeros(3)
    b = jnp.float32(0.0)
    lr = 0.5
    decay = np.float32(0.8)
    for epoch in range(5):
        for i in range(0, 2000, 250):
            w, b, loss = sgd_update(w, b, x[i:i + 250], y[i:i + 250], lr)
        lr = lr * decay
        print(f"epoch {epoch} lr {lr:.3f} logloss {float(loss):.4f}")


if __name__ == "__main__":
    main()
