import jax
import jax.numpy as jnp
import numpy as np

from data import daily_log, shuffled_batches

NUM_FEATURES, BATCH_SIZE = 10, 64


@jax.jit
def sgd_step(w, b, x, y, lr=0.1):
    def loss(w, b):
        z = x @ w + b
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)

    gw, gb = jax.grad(loss, argnums=(0, 1))(w, b)
    return w - lr * gw, b - lr * gb


def main():
    rng = np.random.default_rng(23)
    w, b = jnp.zeros(NUM_FEATURES), jnp.zeros(())
    for day in range(5):
        x, y = daily_log(rng, day, NUM_FEATURES)
        for idx in shuffled_batches(rng, len(y), BATCH_SIZE):
            w, b = sgd_step(w, b, x[idx], y[idx])
        acc = float((((x @ np.asarray(w) + float(b)) > 0) == (y > 0.5)).mean())
        print(f"day {day}: {len(y)} rows, acc {acc:.3f}")


if __name__ == "__main__":
    main()
