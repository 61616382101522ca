import jax
import jax.numpy as jnp
import numpy as np

from cohort import Cohort

DIM = 5
NUM_CLIENTS = 12
COHORT = 4


@jax.jit
def cohort_round(w, xs, ys, mask):
    def client(x, y, m):
        def loss(w):
            r = (x @ w - y) * m
            return jnp.sum(r ** 2) / jnp.maximum(jnp.sum(m), 1.0)
        return w - 0.1 * jax.grad(loss)(w)

    return jnp.mean(jax.vmap(client)(xs, ys, mask), axis=0)


def main():
    rng = np.random.RandomState(0)
    sizes = rng.randint(10, 40, size=NUM_CLIENTS)
    shards = [(rng.normal(size=(n, DIM)).astype(np.float32),
               rng.normal(size=(n,)).astype(np.float32)) for n in sizes]
    max_len = int(max(sizes))
    w = jnp.zeros((DIM,))
    for rnd in range(5):
        ids = rng.choice(NUM_CLIENTS, size=COHORT, replace=False)
        cohort = Cohort([shards[i] for i in ids], pad_len=max_len)
        xs, ys, mask = cohort.stacked()
        w = cohort_round(w, xs, ys, mask)
        print(f"round {rnd} pad={cohort.pad_len} |w|={float(jnp.linalg.norm(w)):.4f}")


if __name__ == "__main__":
    main()
