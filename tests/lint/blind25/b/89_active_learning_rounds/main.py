import numpy as np
import jax
import jax.numpy as jnp

from oracle import assay, compound_pool


@jax.jit
def fit_gp_posterior(x_train, y_train, x_pool):
    def kern(a, b):
        d2 = jnp.sum((a[:, None, :] - b[None, :, :]) ** 2, -1)
        return jnp.exp(-0.5 * d2 / 16.0)
    k_tt = kern(x_train, x_train) + 0.05 * jnp.eye(x_train.shape[0])
    k_pt = kern(x_pool, x_train)
    alpha = jnp.linalg.solve(k_tt, y_train - y_train.mean())
    mean = k_pt @ alpha + y_train.mean()
    var = 1.0 - jnp.sum(k_pt * jnp.linalg.solve(k_tt, k_pt.T).T, axis=1)
    return mean, var


def main():
    x, y = compound_pool()
    acquired = list(range(10))
    for rnd in range(5):
        idx = np.array(acquired)
        mean, var = fit_gp_posterior(x[idx], assay(y, idx), x)
        ucb = np.array(mean + 2.0 * jnp.sqrt(jnp.maximum(var, 0)))
        ucb[idx] = -np.inf
        picks = np.argsort(-ucb)[:8]
        acquired.extend(int(i) for i in picks)
        print(f"round {rnd}: {len(idx)} assayed, best pIC50 so far {y[idx].max():.2f}")


if __name__ == "__main__":
    main()
