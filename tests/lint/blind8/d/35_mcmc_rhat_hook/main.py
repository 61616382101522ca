import jax
import jax.numpy as jnp

from diagnostics import ConvergenceMonitor
from sampler import run_chains


def log_target(theta):
    # correlated Gaussian posterior for (mu, log_sigma)
    prec = jnp.array([[2.0, -0.8], [-0.8, 1.0]])
    d = theta - jnp.array([1.0, -0.5])
    return -0.5 * d @ prec @ d


def main():
    key = jax.random.PRNGKey(0)
    init = jax.random.normal(key, (4, 2)) * 3.0
    monitor = ConvergenceMonitor(["mu", "log_sigma"])
    samples = run_chains(key, log_target, init, n_iter=60, window=10, callback=monitor)
    print("posterior mean:", samples[:, 30:].mean(axis=(0, 1)))


if __name__ == "__main__":
    main()
