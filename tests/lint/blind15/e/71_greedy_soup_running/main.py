import jax
import jax.numpy as jnp
import numpy as np

from soup import greedy_soup, val_loss


@jax.jit
def sgd_step(params, x, y, lr):
    g = jax.grad(val_loss)(params, x, y)
    return jax.tree.map(lambda p, g_: p - lr * g_, params, g)


def finetune(init, x, y, lr, steps=20):
    p = init
    for _ in range(steps):
        p = sgd_step(p, x, y, lr)
    return p


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 4)).astype(np.float32)
    y = (x @ np.array([[1.0], [0.5], [-1.0], [2.0]])).astype(np.float32)
    init = {"w": jnp.zeros((4, 1)), "b": jnp.zeros(1)}
    y = y + rng.normal(size=y.shape).astype(np.float32)
    subsets = [rng.choice(60, 20, replace=False) for _ in range(5)]
    candidates = [finetune(init, x[idx], y[idx], jnp.float32(0.1)) for idx in subsets]
    soup, loss = greedy_soup(candidates, x[60:], y[60:])
    print(loss)


if __name__ == "__main__":
    main()
