import jax
import jax.numpy as jnp
import numpy as np

from sources import SOURCES

DIM = 5
N = 24


@jax.jit
def regression_step(w, x, y):
    def loss(w):
        pred = x @ w
        return jnp.mean((pred - y.reshape(pred.shape)) ** 2)

    l, g = jax.value_and_grad(loss)(w)
    return w - 0.05 * g, l


def main():
    rng = np.random.RandomState(0)
    shards = [load(rng, N, DIM) for load in SOURCES]
    w = jnp.zeros((DIM,))
    for rnd in range(3):
        local = []
        for x, y in shards:
            lw, l = regression_step(w, x, y)
            local.append(lw)
        w = sum(local) / len(local)
        print(f"round {rnd} loss {float(l):.4f}")


if __name__ == "__main__":
    main()
