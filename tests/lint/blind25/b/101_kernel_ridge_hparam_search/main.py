import numpy as np
import jax
import jax.numpy as jnp

from search import sample_configs


@jax.jit
def kernel_ridge_cv(x_tr, y_tr, x_va, y_va, hparams):
    l2, gamma = hparams
    k = jnp.exp(-gamma * jnp.sum((x_tr[:, None] - x_tr[None]) ** 2, -1) / x_tr.shape[1])
    alpha = jnp.linalg.solve(k + l2 * jnp.eye(k.shape[0]), y_tr)
    k_va = jnp.exp(-gamma * jnp.sum((x_va[:, None] - x_tr[None]) ** 2, -1) / x_tr.shape[1])
    return jnp.sqrt(jnp.mean((k_va @ alpha - y_va) ** 2))


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(150, 10)).astype(np.float32)
    y = (np.sin(x[:, 0]) + 0.5 * x[:, 1] + rng.normal(0, 0.1, 150)).astype(np.float32)
    best = None
    for hp in sample_configs(6):
        rmse = float(kernel_ridge_cv(x[:100], y[:100], x[100:], y[100:], hparams=hp))
        if best is None or rmse < best[0]:
            best = (rmse, hp)
        print(f"l2={hp[0]:.4f} gamma={hp[1]}: RMSE {rmse:.3f}")
    print("best", best)


if __name__ == "__main__":
    main()
