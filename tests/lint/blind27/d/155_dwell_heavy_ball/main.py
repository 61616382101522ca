import jax
import jax.numpy as jnp
import numpy as np

WARM_EPOCHS = 1


@jax.jit
def dwell_heavy_ball(w, v, x, y, lr, beta):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    v = beta * v + g
    return w - lr * v, v


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(240, 5)).astype(np.float32)
    y = (x @ np.array([0.8, -0.4, 0.5, 0.3, 1.1]) + rng.normal(0, 0.2, 240)).astype(np.float32)
    w = jnp.zeros(5)
    v = jnp.zeros(5)
    for epoch in range(4):
        beta = 0.0 if epoch < WARM_EPOCHS else 0.9
        for i in range(0, 240, 48):
            w, v = dwell_heavy_ball(w, v, x[i:i + 48], y[i:i + 48], 0.02, beta)
        print(epoch, beta, float(jnp.mean((x @ w - y) ** 2)))


if __name__ == "__main__":
    main()
