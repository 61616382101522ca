import itertools

import jax
import jax.numpy as jnp


GRID = {
    "lr": [0.3, 0.1],
    "l2": [0, 1e-4, 1e-3],
}


def configurations():
    keys = sorted(GRID)
    for values in itertools.product(*(GRID[k] for k in keys)):
        yield dict(zip(keys, values))


@jax.jit
def fit_and_score(hp, X, y, Xv, yv):
    def loss(w):
        return jnp.mean((X @ w - y) ** 2) + hp["l2"] * jnp.sum(w**2)

    w = jnp.zeros(X.shape[1])
    for _ in range(20):
        w = w - hp["lr"] * jax.grad(loss)(w)
    return jnp.mean((Xv @ w - yv) ** 2)


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 3)
    X = jax.random.normal(k[0], (80, 6))
    w_true = jax.random.normal(k[1], (6,))
    y = X @ w_true
    Xv = jax.random.normal(k[2], (40, 6))
    yv = Xv @ w_true
    results = []
    for hp in configurations():
        results.append((float(fit_and_score(hp, X, y, Xv, yv)), hp))
    print(min(results, key=lambda r: r[0]))


if __name__ == "__main__":
    main()
