import jax
import jax.numpy as jnp
import numpy as np

from universe import simulate_panel, tradable

LOOKBACK = 20


@jax.jit
def fit_betas(asset_rets, mkt_rets):
    x = mkt_rets - mkt_rets.mean()
    y = asset_rets - asset_rets.mean(axis=0)
    beta = (x @ y) / (x @ x)
    resid = y - x[:, None] * beta
    return beta, resid.var(axis=0)


def main():
    rets, mkt, listed = simulate_panel(n_days=90, n_assets=8)
    for t in range(LOOKBACK, 90, 5):
        ids = tradable(listed, t, LOOKBACK)
        window = rets[t - LOOKBACK:t][:, ids]
        beta, spec_var = fit_betas(jnp.asarray(window), jnp.asarray(mkt[t - LOOKBACK:t]))
        print(t, len(ids), np.round(np.asarray(beta), 2))


if __name__ == "__main__":
    main()
