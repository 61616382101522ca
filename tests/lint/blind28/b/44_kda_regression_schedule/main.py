import jax
import jax.numpy as jnp
import numpy as np

from schedule import lr_at


@jax.jit
def kda_regression_step(w, b, x, y, lr):
    def loss(params):
        w, b = params
        return jnp.mean((x @ w + b - y) ** 2)
    l, (gw, gb) = jax.value_and_grad(loss)((w, b))
    return w - lr * gw, b - lr * gb, l


def main():
    rng = np.random.default_rng(30)
    # predict KDA from lane matchup features
    x = rng.normal(size=(256, 5)).astype(np.float32)
    y = (x @ np.array([0.5, -0.2, 0.1, 0.3, 0.0]) + 2.0).astype(np.float32)
    w, b = jnp.zeros(5), jnp.zeros(())
    total = 50
    for step in range(total):
        w, b, l = kda_regression_step(w, b, x, y, lr_at(step, total))
    print(float(l), float(b))


if __name__ == "__main__":
    main()
