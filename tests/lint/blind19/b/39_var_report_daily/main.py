import datetime as dt
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("label",))
def historical_var(pnl_scenarios, positions, label, alpha=0.99):
    with jax.named_scope(label):
        pnl = pnl_scenarios @ positions
        losses = -pnl
        return jnp.quantile(losses, alpha), losses.mean()


def main():
    rng = np.random.default_rng(12)
    scen = jnp.asarray((rng.standard_normal((500, 6)) * 0.02).astype(np.float32))
    start = dt.date(2024, 3, 1)
    for i in range(6):
        as_of = start + dt.timedelta(days=i)
        pos = jnp.asarray(rng.uniform(-1e5, 1e5, 6).astype(np.float32))
        var, el = historical_var(scen, pos, label=f"var_{as_of:%Y%m%d}")
        print(as_of, round(float(var)), round(float(el)))


if __name__ == "__main__":
    main()
