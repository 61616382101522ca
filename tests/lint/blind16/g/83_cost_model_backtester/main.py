from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@dataclass(frozen=True)
class RunConfig:
    strategy: str
    cost_bps: float = 2.0
    leverage: float = 1.0


@partial(jax.jit, static_argnums=0)
def simulate(cfg, signals, returns):
    pos = jnp.clip(signals, -1.0, 1.0) * cfg.leverage
    turnover = jnp.abs(jnp.diff(pos, axis=0, prepend=0.0)).sum(axis=1)
    gross = jnp.sum(pos[:-1] * returns[1:], axis=1)
    net = gross - turnover[1:] * cfg.cost_bps * 1e-4
    return jnp.cumsum(net)


rng = np.random.default_rng(12)
T, N = 252, 6
returns = rng.normal(0.0003, 0.012, (T, N)).astype(np.float32)

for name, lag in [("mom_5", 5), ("mom_20", 20), ("mom_60", 60), ("rev_1", 1)]:
    past = np.vstack([np.zeros((lag, N)), np.cumsum(returns, 0)[:-lag]])
    sig = np.sign(past).astype(np.float32) * (1 if name.startswith("mom") else -1)
    cfg = RunConfig(strategy=name, cost_bps=3.0)
    curve = simulate(cfg, sig, returns)
    print(f"{cfg.strategy:7s} final={float(curve[-1]):+.4f}")
