import numpy as np
import jax.numpy as jnp

from posterior import laplace_logistic


def observation_stream(seed=2):
    rng = np.random.default_rng(seed)
    w_true = np.array([0.5, -1.2, 2.0])
    while True:
        n = int(rng.integers(5, 15))
        x = np.c_[np.ones(n), rng.normal(size=(n, 2))]
        y = (rng.random(n) < 1 / (1 + np.exp(-x @ w_true))).astype(np.float32)
        yield x.astype(np.float32), y


def main():
    xs, ys = [], []
    stream = observation_stream()
    for day in range(6):
        x_new, y_new = next(stream)
        xs.append(x_new)
        ys.append(y_new)
        x_all = jnp.asarray(np.concatenate(xs))
        y_all = jnp.asarray(np.concatenate(ys))
        w, cov = laplace_logistic(x_all, y_all, 1.0)
        sd = np.sqrt(np.diag(np.asarray(cov)))
        print(f"day {day}: n={x_all.shape[0]:3d} w={np.asarray(w).round(2)} sd={sd.round(2)}")


if __name__ == "__main__":
    main()
