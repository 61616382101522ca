import jax
import jax.numpy as jnp
import numpy as np

from smc import TemperedSMC


def make_regression(n=40, dim=3, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, dim)).astype(np.float32)
    w = np.array([1.0, -2.0, 0.5], np.float32)
    y = x @ w + 0.5 * rng.normal(size=n).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    data = make_regression()
    schedule = np.linspace(0.0, 1.0, 6) ** 3
    sampler = TemperedSMC(n_particles=128, dim=3, schedule=schedule)
    particles, log_z = sampler.run(jax.random.PRNGKey(0), data)
    print("posterior mean", np.round(np.asarray(particles.mean(0)), 2), "log Z", round(log_z, 2))


if __name__ == "__main__":
    main()
