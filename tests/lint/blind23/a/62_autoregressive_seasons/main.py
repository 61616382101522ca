import jax
import numpy as np

from config import RolloutConfig
from model import autoregress


def analysis_for(date, n):
    seed = int(date.replace("-", ""))
    return np.random.default_rng(seed).normal(size=n).astype(np.float32)


def main():
    cfg = RolloutConfig()
    W = 0.3 * jax.random.normal(jax.random.PRNGKey(0), (cfg.n_vars, cfg.n_vars))
    for date in cfg.init_dates:
        traj = autoregress(W, analysis_for(date, cfg.n_vars), n_steps=cfg.horizon_steps)
        day5 = traj[min(19, cfg.horizon_steps - 1)]
        print(date, float(day5.mean()))


if __name__ == "__main__":
    main()
