import jax
import jax.numpy as jnp
import numpy as np

from schedule import warmup_cosine

TOTAL = 120


def fuel_model(w, x):
    return x @ w[:-1] + w[-1]


@jax.jit
def update(w, x, y, step):
    lr = warmup_cosine(step, TOTAL)
    g = jax.grad(lambda w: jnp.mean((fuel_model(w, x) - y) ** 2))(w)
    return w - lr * g


def main():
    rng = np.random.default_rng(0)
    # gradient %, load t, speed km/h, notch
    x = rng.normal(size=(300, 4)).astype(np.float32)
    y = (x @ np.array([1.2, 0.8, 0.3, 0.5]) + 2.0).astype(np.float32)
    w = jnp.zeros(5)
    step = 0
    for epoch in range(6):
        for b in range(0, 300, 15):
            w = update(w, x[b:b + 15], y[b:b + 15], step)
            step += 1
        print(epoch, np.round(np.asarray(w), 2))


if __name__ == "__main__":
    main()
