import jax
import jax.numpy as jnp


@jax.jit
def time_averaged_msd(traj):
    """MSD(lag) averaged over time origins, for every lag of one trajectory."""
    n = traj.shape[0]
    lags = jnp.arange(n)
    idx = jnp.arange(n)

    def msd_at(lag):
        later = jnp.clip(idx + lag, 0, n - 1)
        valid = (idx + lag) < n
        sq = jnp.sum((traj[later] - traj) ** 2, -1)
        return jnp.sum(jnp.where(valid, sq, 0.0)) / jnp.maximum(jnp.sum(valid), 1)

    return jax.vmap(msd_at)(lags)


def diffusion_coefficient(traj, max_lag=10):
    msd = time_averaged_msd(traj)
    lag = min(max_lag, traj.shape[0] - 1)
    return float(msd[lag]) / (4.0 * lag)
