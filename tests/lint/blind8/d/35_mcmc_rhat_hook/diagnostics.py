import jax
import jax.numpy as jnp


def split_rhat(chains):
    """Split-R-hat for one scalar parameter; chains: [n_chains, n_draws]."""
    n = chains.shape[1] // 2
    halves = jnp.concatenate([chains[:, :n], chains[:, n : 2 * n]], axis=0)
    means = halves.mean(axis=1)
    w = halves.var(axis=1, ddof=1).mean()
    b = n * means.var(ddof=1)
    var_plus = (n - 1) / n * w + b / n
    return jnp.sqrt(var_plus / w)


class ConvergenceMonitor:
    def __init__(self, names, threshold=1.05):
        self.names = names
        self.threshold = threshold
        self.history = []

    def __call__(self, iteration, draws):
        rhat = jax.jit(jax.vmap(split_rhat, in_axes=2))(draws)
        self.history.append((iteration, rhat))
        worst = float(rhat.max())
        status = "ok" if worst < self.threshold else "not converged"
        print(f"iter {iteration}: max R-hat={worst:.3f} ({status})")
