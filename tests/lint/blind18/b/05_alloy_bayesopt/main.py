import numpy as np
import jax.numpy as jnp

from gp import posterior


def formation_energy(frac):
    # toy ternary alloy landscape over (Fe, Ni, Cr) fractions
    target = np.array([0.5, 0.3, 0.2])
    return -np.exp(-8.0 * np.sum((frac - target) ** 2, -1))


def sample_simplex(rng, n):
    return rng.dirichlet(np.ones(3), size=n).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    candidates = sample_simplex(rng, 64)
    x_obs = sample_simplex(rng, 3)
    y_obs = formation_energy(x_obs).astype(np.float32)
    for it in range(6):
        mu, var = posterior(jnp.asarray(x_obs), jnp.asarray(y_obs), jnp.asarray(candidates))
        lcb = np.asarray(mu - 2.0 * jnp.sqrt(var))
        pick = int(np.argmin(lcb))
        x_new = candidates[pick:pick + 1]
        x_obs = np.concatenate([x_obs, x_new])
        y_obs = np.concatenate([y_obs, formation_energy(x_new).astype(np.float32)])
        print(it, x_obs.shape[0], float(y_obs.min()))


if __name__ == "__main__":
    main()
