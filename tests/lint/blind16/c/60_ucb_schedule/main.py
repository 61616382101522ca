import jax
import jax.numpy as jnp
import numpy as np

from acquisition import ucb_argmax
from config import AcquisitionConfig

N_INIT, N_ITER, WINDOW = 6, 8, 6


def reward(x):
    return float(np.exp(-20 * np.sum((x - 0.6) ** 2)) + 0.5 * np.exp(-30 * np.sum((x - 0.2) ** 2)))


def main():
    rng = np.random.default_rng(0)
    X = np.zeros((N_INIT + N_ITER, 2), np.float32)
    y = np.zeros((N_INIT + N_ITER,), np.float32)
    X[:N_INIT] = rng.uniform(size=(N_INIT, 2))
    y[:N_INIT] = [reward(x) for x in X[:N_INIT]]
    base = AcquisitionConfig()
    key = jax.random.PRNGKey(0)
    for it in range(N_ITER):
        n = N_INIT + it
        key, sub = jax.random.split(key)
        cfg = base.decayed(it)
        x = np.asarray(ucb_argmax(jnp.asarray(X[n - WINDOW:n]), jnp.asarray(y[n - WINDOW:n]), sub, cfg))
        X[n], y[n] = x, reward(x)
    print("best", y.max(), X[y.argmax()])


if __name__ == "__main__":
    main()
