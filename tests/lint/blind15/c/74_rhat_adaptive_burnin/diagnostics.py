import jax
import jax.numpy as jnp


@jax.jit
def split_rhat(chains):
    """chains: (n_chains, n_draws) -> split R-hat."""
    n = chains.shape[1] // 2
    halves = jnp.concatenate([chains[:, :n], chains[:, n:2 * n]], axis=0)
    means = halves.mean(axis=1)
    w = halves.var(axis=1, ddof=1).mean()
    b = n * means.var(ddof=1)
    var_plus = (n - 1) / n * w + b / n
    return jnp.sqrt(var_plus / w)


def detect_burn_in(chains, target=0.0, tol=1.0):
    """First draw at which the across-chain mean comes within tol of the target."""
    running = jnp.abs(chains.mean(axis=0) - target)
    return int(jnp.argmax(running < tol))
