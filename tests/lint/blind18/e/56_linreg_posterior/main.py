import numpy as np
import jax
import jax.numpy as jnp

from diagnostics import residual_scale


@jax.jit
def posterior(X, y, noise_sd, prior_sd=10.0):
    d = X.shape[1]
    prec = X.T @ X / noise_sd ** 2 + jnp.eye(d) / prior_sd ** 2
    cov = jnp.linalg.inv(prec)
    mean = cov @ X.T @ y / noise_sd ** 2
    return mean, cov


def main():
    rng = np.random.default_rng(0)
    X = np.column_stack([np.ones(80), rng.normal(size=(80, 2))]).astype(np.float32)
    y = (X @ np.array([1.0, 2.0, -0.5]) + rng.normal(0, 0.4, size=80)).astype(np.float32)

    noise_sd = 1.0
    for it in range(4):
        mean, cov = posterior(X, y, noise_sd)
        noise_sd = residual_scale(X, y, mean)
    print("posterior mean", np.asarray(mean), "noise sd", noise_sd)


if __name__ == "__main__":
    main()
