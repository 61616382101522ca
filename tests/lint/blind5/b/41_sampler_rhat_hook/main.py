import jax
import jax.numpy as jnp

from diagnostics import ConvergenceLogger
from mcmc import run_chains

COV = jnp.array([[1.0, 0.8], [0.8, 1.0]])
PREC = jnp.linalg.inv(COV)


def log_prob(x):
    return -0.5 * x @ PREC @ x


def main():
    key = jax.random.PRNGKey(0)
    x0 = 3.0 * jax.random.normal(jax.random.PRNGKey(1), (4, 2))
    logger = ConvergenceLogger()
    draws = run_chains(key, log_prob, x0, n_blocks=5, block_len=40, on_block_end=logger)
    print("posterior mean", draws[draws.shape[0] // 2:].mean((0, 1)))


if __name__ == "__main__":
    main()
