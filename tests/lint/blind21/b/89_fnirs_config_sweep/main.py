from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from config import HRFConfig, sweep

FS = 10.0


def gamma_basis(n_t, cfg):
    t = jnp.arange(n_t) / FS
    widths = jnp.linspace(0.5, 2.0, cfg.n_basis)
    return jnp.stack([jnp.exp(-((t - cfg.peak_s) ** 2) / (2 * w ** 2 * 4)) for w in widths], 1)


@partial(jax.jit, static_argnames=("cfg",))
def fit_hbo(stim, hbo, cfg):
    B = gamma_basis(60, cfg)
    X = jnp.stack([jnp.convolve(stim, B[:, k])[: stim.shape[0]] for k in range(cfg.n_basis)], 1)
    beta = jnp.linalg.solve(X.T @ X + cfg.weight_decay * jnp.eye(cfg.n_basis), X.T @ hbo)
    return beta, ((hbo - X @ beta) ** 2).mean()


def simulate(n_t=600, n_ch=6, seed=0):
    rng = np.random.default_rng(seed)
    stim = np.zeros(n_t, dtype=np.float32)
    stim[rng.choice(n_t - 100, 12, replace=False)] = 1.0
    t = np.arange(60) / FS
    hrf = np.exp(-((t - 6.0) ** 2) / 8)
    hbo = np.convolve(stim, hrf)[:n_t, None] * rng.uniform(0.5, 1.5, n_ch) + rng.normal(scale=0.3, size=(n_t, n_ch))
    return jnp.asarray(stim), jnp.asarray(hbo, dtype=jnp.float32)


def main():
    stim, hbo = simulate()
    for cfg in sweep(HRFConfig(), decays=(1e-4, 1e-3, 1e-2, 1e-1)):
        beta, mse = fit_hbo(stim, hbo, cfg)
        print(f"wd={cfg.weight_decay:g}: mse {float(mse):.4f}")


if __name__ == "__main__":
    main()
