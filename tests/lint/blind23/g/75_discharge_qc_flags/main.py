import jax
import jax.numpy as jnp
import numpy as np

from qc import GOOD, SUSPECT, flag_series


@jax.jit
def daily_mean_with_flags(q_15min, flags):
    w = jnp.where(flags == GOOD, 1.0, jnp.where(flags == SUSPECT, 0.5, 0.0))
    qd = (q_15min * w).reshape(-1, 96).sum(axis=1)
    wd = w.reshape(-1, 96).sum(axis=1)
    return jnp.where(wd > 48, qd / jnp.maximum(wd, 1e-6), jnp.nan)


def main():
    rng = np.random.default_rng(6)
    for station in ["A101", "A205", "B330"]:
        q = rng.lognormal(1.0, 0.3, 96 * 14).astype(np.float32)
        flags = flag_series(q, rng)
        daily = daily_mean_with_flags(q, flags)
        print(station, np.asarray(daily).round(2)[:7])


if __name__ == "__main__":
    main()
