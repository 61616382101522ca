import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def annual_low_flow_index(q_daily, n_valid):
    # 7-day minimum flow over the valid part of the record
    idx = jnp.arange(q_daily.shape[0])
    q = jnp.where(idx < n_valid, q_daily, jnp.inf)
    ma7 = jnp.convolve(q, jnp.ones(7) / 7.0, mode="valid")
    ok = jnp.arange(ma7.shape[0]) + 7 <= n_valid
    return jnp.min(jnp.where(ok, ma7, jnp.inf))


def main():
    rng = np.random.default_rng(33)
    for year in range(1995, 2005):
        n_valid = 366 if year % 4 == 0 else 365
        if year in (1998, 2001):
            n_valid -= int(rng.integers(20, 60))
        buf = np.zeros(366, np.float32)
        buf[:n_valid] = (5 + 3 * np.cos(2 * np.pi * np.arange(n_valid) / 365) + rng.gamma(1, 1, n_valid))
        print(year, n_valid, f"7-day low flow {float(annual_low_flow_index(buf, n_valid)):.3f}")


if __name__ == "__main__":
    main()
