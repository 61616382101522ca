import numpy as np
import jax.numpy as jnp

from gp import posterior

BUDGET = 16


def formation_energy(frac):
    # toy ternary alloy landscape over (Fe, Ni, Cr) fractions
    target = np.array([0.5, 0.3, 0.2])
    return -np.exp(-8.0 * np.sum((frac - target) ** 2, -1))


def sample_simplex(rng, n):
    return rng.dirichlet(np.ones(3), size=n).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    candidates = sample_simplex(rng, 64)
    x_buf = np.zeros((BUDGET, 3), np.float32)
    y_buf = np.zeros((BUDGET,), np.float32)
    valid = np.zeros((BUDGET,), bool)
    n = 3
    x_buf[:n] = sample_simplex(rng, n)
    y_buf[:n] = formation_energy(x_buf[:n])
    valid[:n] = True
    for it in range(6):
        mu, var = posterior(jnp.asarray(x_buf), jnp.asarray(y_buf), jnp.asarray(valid),
                            jnp.asarray(candidates))
        lcb = np.asarray(mu - 2.0 * jnp.sqrt(var))
        pick = int(np.argmin(lcb))
        x_buf[n] = candidates[pick]
        y_buf[n] = formation_energy(candidates[pick])
        valid[n] = True
        n += 1
        print(it, n, float(y_buf[:n].min()))


if __name__ == "__main__":
    main()
