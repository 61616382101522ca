import jax
import jax.numpy as jnp
import numpy as np

from mining import select_hard


def per_example(w, x, y):
    return (jnp.tanh(x @ w) - y) ** 2


@jax.jit
def score(w, x, y):
    return per_example(w, x, y)


@jax.jit
def train_step(w, x, y):
    loss, g = jax.value_and_grad(lambda w_: per_example(w_, x, y).mean())(w)
    return w - 0.5 * g, loss


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros(5)
    for step in range(6):
        x = rng.normal(size=(64, 5)).astype(np.float32)
        y = np.sign(x[:, 0] * x[:, 1]).astype(np.float32)
        xh, yh = select_hard(x, y, score(w, x, y))
        w, loss = train_step(w, xh, yh)
        print(step, len(xh), float(loss))


if __name__ == "__main__":
    main()
