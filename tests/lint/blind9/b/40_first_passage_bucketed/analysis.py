import jax
import jax.numpy as jnp
import numpy as np

BUCKETS = (128, 256, 512)


def bucket_length(n, buckets=BUCKETS):
    for b in buckets:
        if n <= b:
            return b
    raise ValueError(f"trajectory of length {n} exceeds the largest bucket")


@jax.jit
def masked_msd(traj, length):
    """MSD(lag) averaged over the first `length` frames of a padded trajectory."""
    n = traj.shape[0]
    idx = jnp.arange(n)

    def msd_at(lag):
        later = jnp.clip(idx + lag, 0, n - 1)
        valid = (idx + lag) < length
        sq = jnp.sum((traj[later] - traj) ** 2, -1)
        return jnp.sum(jnp.where(valid, sq, 0.0)) / jnp.maximum(jnp.sum(valid), 1)

    return jax.vmap(msd_at)(idx)


def diffusion_coefficient(traj, max_lag=10):
    n = traj.shape[0]
    padded = np.zeros((bucket_length(n), 2), np.float32)
    padded[:n] = traj
    msd = masked_msd(padded, np.int32(n))
    lag = min(max_lag, n - 1)
    return float(msd[lag]) / (4.0 * lag)
