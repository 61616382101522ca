import numpy as np
import jax
import jax.numpy as jnp


def compound_pool(n=300, d=16, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=d).astype(np.float32)
    y = (np.tanh(x @ w / 4) * 2 + 6).astype(np.float32)
    return x, y


def assay(y, idx):
    return y[idx]


BUDGET = 50


@jax.jit
def fit_gp_posterior(x_train, y_train, valid, x_pool):
    def kern(a, b):
        d2 = jnp.sum((a[:, None, :] - b[None, :, :]) ** 2, -1)
        return jnp.exp(-0.5 * d2 / 16.0)
    w = valid.astype(jnp.float32)
    y_mean = jnp.sum(w * y_train) / w.sum()
    k_tt = kern(x_train, x_train) * w[:, None] * w[None, :] + jnp.diag(jnp.where(valid, 0.05, 1.0))
    k_pt = kern(x_pool, x_train) * w[None, :]
    alpha = jnp.linalg.solve(k_tt, w * (y_train - y_mean))
    mean = k_pt @ alpha + y_mean
    var = 1.0 - jnp.sum(k_pt * jnp.linalg.solve(k_tt, k_pt.T).T, axis=1)
    return mean, var


def main():
    x, y = compound_pool()
    slots = np.zeros(BUDGET, np.int64)
    n = 10
    slots[:n] = np.arange(10)
    for rnd in range(5):
        valid = np.arange(BUDGET) < n
        mean, var = fit_gp_posterior(x[slots], assay(y, slots), valid, x)
        ucb = np.array(mean + 2.0 * jnp.sqrt(jnp.maximum(var, 0)))
        ucb[slots[:n]] = -np.inf
        picks = np.argsort(-ucb)[:8]
        slots[n:n + 8] = picks
        n += 8
        print(f"round {rnd}: {int(valid.sum())} assayed, best pIC50 so far {y[slots[:n - 8]].max():.2f}")


if __name__ == "__main__":
    main()
