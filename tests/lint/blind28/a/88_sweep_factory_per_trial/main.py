import jax.numpy as jnp
import numpy as np

from trainer import make_train_fn

LEARNING_RATES = [1e-3, 3e-3, 1e-2, 3e-2, 1e-1]


def bookings(n=800, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 7)).astype(np.float32)
    y = (x @ rng.normal(size=7) + rng.normal(0, 1, n) > 0).astype(np.float32)
    return x, y


def main():
    x, y = bookings()
    results = {}
    for lr in LEARNING_RATES:
        train = make_train_fn(lr)
        _, final_loss = train(jnp.zeros(7), x, y)
        results[lr] = float(final_loss)
    print({k: round(v, 4) for k, v in results.items()})


if __name__ == "__main__":
    main()
