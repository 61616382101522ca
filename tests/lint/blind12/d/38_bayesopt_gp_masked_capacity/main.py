import jax.numpy as jnp
import numpy as np

from gp import gp_posterior

BUDGET = 16


def objective(x):
    return np.sin(3 * x[..., 0]) + 0.5 * np.cos(5 * x[..., 0])


def upper_confidence_bound(mean, var, beta=2.0):
    return mean + beta * jnp.sqrt(var)


class ObservationStore:
    def __init__(self, capacity, dim):
        self.x = np.zeros((capacity, dim), np.float32)
        self.y = np.zeros((capacity,), np.float32)
        self.mask = np.zeros((capacity,), np.float32)
        self.n = 0

    def add(self, x, y):
        k = len(y)
        self.x[self.n:self.n + k], self.y[self.n:self.n + k] = x, y
        self.mask[self.n:self.n + k] = 1.0
        self.n += k


def main():
    rng = np.random.default_rng(0)
    candidates = np.linspace(0, 2, 101, dtype=np.float32)[:, None]
    store = ObservationStore(BUDGET, 1)
    x0 = rng.uniform(0, 2, size=(2, 1)).astype(np.float32)
    store.add(x0, objective(x0).astype(np.float32))
    for it in range(6):
        mean, var = gp_posterior(store.x, store.y, store.mask, candidates)
        x_next = candidates[int(jnp.argmax(upper_confidence_bound(mean, var)))][None]
        store.add(x_next, objective(x_next).astype(np.float32))
        print(f"iter {it}: query x={x_next[0, 0]:.2f} best so far {store.y[:store.n].max():.3f}")


if __name__ == "__main__":
    main()
