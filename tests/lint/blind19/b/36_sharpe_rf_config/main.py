import jax
import jax.numpy as jnp
import numpy as np

from config import RISK_FREE


@jax.jit
def excess_sharpe(daily_rets, annual_rf):
    excess = daily_rets - annual_rf / 252.0
    return jnp.sqrt(252.0) * excess.mean() / (excess.std() + 1e-9)


def main():
    rng = np.random.default_rng(6)
    for ccy, rf in RISK_FREE.items():
        rets = jnp.asarray((rng.standard_normal(250) * 0.01 + 0.0004).astype(np.float32))
        print(ccy, round(float(excess_sharpe(rets, rf)), 3))


if __name__ == "__main__":
    main()
