import jax
import jax.numpy as jnp
import numpy as np

from sweep import trials


@jax.jit
def roll_step(w, x, y, hp):
    def loss(w):
        return jnp.mean((x @ w - y) ** 2) + hp["l2"] * jnp.sum(w ** 2)
    return w - hp["lr"] * jax.grad(loss)(w)


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(256, 5)).astype(np.float32)
    y = (x @ np.array([2.0, 0.5, -1.0, 0.2, 1.5])).astype(np.float32)
    best = None
    for hp in trials(6):
        w = jnp.zeros(5)
        for _ in range(50):
            w = roll_step(w, x, y, hp)
        mse = float(jnp.mean((x @ w - y) ** 2))
        if best is None or mse < best[0]:
            best = (mse, float(hp["lr"]), float(hp["l2"]))
    print(best)


if __name__ == "__main__":
    main()
