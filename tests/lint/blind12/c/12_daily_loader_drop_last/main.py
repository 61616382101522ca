import numpy as np
import jax
import jax.numpy as jnp

from loader import ArrayLoader

N_FEATURES = 10


@jax.jit
def sgd_step(w, x, y):
    def mse(w):
        return jnp.mean((x @ w - y) ** 2)

    loss, g = jax.value_and_grad(mse)(w)
    return w - 0.05 * g, loss


def load_day(rng, day):
    n = 200 + 37 * day + int(rng.integers(0, 20))
    x = rng.normal(size=(n, N_FEATURES)).astype(np.float32)
    y = (x @ np.linspace(-1, 1, N_FEATURES) + 0.1 * rng.normal(size=n)).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros(N_FEATURES)
    for day in range(5):
        x, y = load_day(rng, day)
        losses = []
        for xb, yb in ArrayLoader(x, y, batch_size=64, seed=day):
            w, loss = sgd_step(w, xb, yb)
            losses.append(float(loss))
        print(f"day {day}: {len(x)} rows, mean loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
