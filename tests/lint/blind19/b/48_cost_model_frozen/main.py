from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from costs import cost_model_for


@partial(jax.jit, static_argnums=(0,))
def net_rebalance_pnl(cost_model, w_old, w_new, fwd_rets, adv):
    trade = w_new - w_old
    return w_new @ fwd_rets - cost_model(trade, adv).sum()


def main():
    rng = np.random.default_rng(2)
    w = jnp.zeros(5, dtype=jnp.float32)
    adv = jnp.asarray(rng.uniform(1.0, 5.0, 5).astype(np.float32))
    for day in range(6):
        target = jnp.asarray(rng.dirichlet(np.ones(5)).astype(np.float32))
        fwd = jnp.asarray((rng.standard_normal(5) * 0.01).astype(np.float32))
        pnl = net_rebalance_pnl(cost_model_for("XNYS"), w, target, fwd, adv)
        w = target
        print(day, round(float(pnl), 5))


if __name__ == "__main__":
    main()
