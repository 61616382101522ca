import jax
import jax.numpy as jnp


def split_rhat(draws):
    """draws: (n_draws, n_chains, dim) -> split-R-hat per dimension."""
    n = draws.shape[0] // 2
    halves = jnp.concatenate([draws[:n], draws[n:2 * n]], axis=1)
    chain_means = halves.mean(0)
    b = n * chain_means.var(0, ddof=1)
    w = halves.var(0, ddof=1).mean(0)
    var_hat = (n - 1) / n * w + b / n
    return jnp.sqrt(var_hat / w)


class ConvergenceLogger:
    def __init__(self, threshold=1.01):
        self.threshold = threshold
        self.history = []

    def __call__(self, block, draws):
        rhat = jax.jit(split_rhat)(draws)
        worst = float(rhat.max())
        self.history.append(worst)
        print(f"block {block}: max R-hat {worst:.3f}"
              + ("  (converged)" if worst < self.threshold else ""))
