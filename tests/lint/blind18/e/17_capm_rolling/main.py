import numpy as np
import jax
import jax.numpy as jnp

WINDOW = 20


@jax.jit
def capm_beta(r_asset, r_market):
    xm = r_market - jnp.mean(r_market)
    ya = r_asset - jnp.mean(r_asset)
    return jnp.sum(xm * ya) / jnp.sum(xm * xm)


def rolling_betas(r_asset, r_market, window=WINDOW, min_periods=15):
    out = np.full(len(r_asset), np.nan, dtype=np.float32)
    for t in range(min_periods, len(r_asset) + 1):
        lo = max(0, t - window)
        out[t - 1] = capm_beta(r_asset[lo:t], r_market[lo:t])
    return out


def main():
    rng = np.random.default_rng(0)
    T = 40
    rm = rng.normal(0.0005, 0.01, size=T).astype(np.float32)
    ra = (1.2 * rm + rng.normal(0, 0.005, size=T)).astype(np.float32)
    betas = rolling_betas(ra, rm)
    print("last beta", betas[-1], "mean", np.nanmean(betas))


if __name__ == "__main__":
    main()
