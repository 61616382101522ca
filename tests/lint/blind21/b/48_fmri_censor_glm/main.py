import jax
import jax.numpy as jnp
import numpy as np

from confounds import censor_weights

N_VOL, N_VOX = 150, 40


@jax.jit
def fit_glm(Y, X, w):
    Xw = X * w[:, None]
    gram = Xw.T @ X + 1e-3 * jnp.eye(X.shape[1])
    beta = jnp.linalg.solve(gram, Xw.T @ Y)
    resid = (Y - X @ beta) * w[:, None]
    dof = w.sum() - X.shape[1]
    sigma2 = (resid ** 2).sum(0) / dof
    c = jnp.zeros(X.shape[1]).at[1].set(1.0)
    var_c = c @ jnp.linalg.inv(gram) @ c
    return (c @ beta) / jnp.sqrt(sigma2 * var_c)


def simulate_run(seed):
    rng = np.random.default_rng(seed)
    block = ((np.arange(N_VOL) // 15) % 2).astype(np.float32)
    X = np.stack([np.ones(N_VOL), block, np.linspace(-1, 1, N_VOL)], 1).astype(np.float32)
    Y = X @ rng.normal(size=(3, N_VOX)) + rng.normal(size=(N_VOL, N_VOX))
    step_sd = np.array([0.02, 0.02, 0.02, 0.0005, 0.0005, 0.0005])
    motion = np.cumsum(rng.normal(size=(N_VOL, 6)) * step_sd, axis=0)
    spikes = rng.choice(N_VOL, 2 + seed, replace=False)
    motion[spikes] += 0.8
    return Y.astype(np.float32), X, motion


def main():
    for run in range(4):
        Y, X, motion = simulate_run(run)
        w, n_cut = censor_weights(motion)
        t = fit_glm(jnp.asarray(Y), jnp.asarray(X), jnp.asarray(w))
        print(f"run-{run + 1}: censored {n_cut} volumes, max t={float(t.max()):.2f}")


if __name__ == "__main__":
    main()
