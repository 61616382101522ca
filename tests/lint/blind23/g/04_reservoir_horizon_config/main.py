from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from config import OpsConfig


@partial(jax.jit, static_argnames=("horizon",))
def plan_release(storage, inflow_fc, target, horizon):
    fc = inflow_fc[:horizon]
    excess = storage + jnp.cumsum(fc) - target
    return jnp.clip(excess.max() / horizon, 0.0, None)


def operate(cfg, inflows):
    storage = jnp.float32(0.6 * cfg.capacity)
    target = jnp.float32(0.7 * cfg.capacity)
    log = []
    for day in range(cfg.n_days):
        fc = jnp.asarray(inflows[day:day + 30])
        release = jnp.maximum(plan_release(storage, fc, target, horizon=cfg.horizon), cfg.min_release)
        storage = jnp.clip(storage + inflows[day] - release, 0.0, cfg.capacity)
        log.append(float(release))
    return np.array(log)


if __name__ == "__main__":
    cfg = OpsConfig()
    rng = np.random.default_rng(7)
    inflows = (20 + 15 * np.sin(np.arange(80) / 9.0) + rng.gamma(1.0, 6.0, 80)).astype(np.float32)
    releases = operate(cfg, inflows)
    print("mean release", releases.mean().round(2), "max", releases.max().round(2))
