import jax
import jax.numpy as jnp


@jax.jit
def split_rhat(draws):
    n = draws.shape[1] // 2
    halves = jnp.concatenate([draws[:, :n], draws[:, n:2 * n]], axis=0)
    chain_mean = halves.mean(1)
    within = halves.var(1, ddof=1).mean(0)
    between = n * chain_mean.var(0, ddof=1)
    var_hat = (n - 1) / n * within + between / n
    return jnp.sqrt(var_hat / within)


class ConvergenceMonitor:
    def __init__(self, every=5, threshold=1.05):
        self.every = every
        self.threshold = threshold
        self.history = []

    def __call__(self, iteration, draws):
        if iteration % self.every == 0 and iteration >= 10:
            rhat = split_rhat(jnp.stack(draws, axis=1))
            self.history.append((iteration, float(rhat.max())))
            return bool(rhat.max() < self.threshold)
        return False
