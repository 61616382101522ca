import datetime as dt
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from config import RiskConfig, for_day


@partial(jax.jit, static_argnums=(1,))
def shrunk_ewma_cov(rets, cfg):
    n = rets.shape[0]
    decay = 0.5 ** (1.0 / cfg.halflife)
    w = decay ** jnp.arange(n - 1, -1, -1)
    w = w / w.sum()
    mu = w @ rets
    x = rets - mu
    cov = (x * w[:, None]).T @ x
    target = jnp.diag(jnp.diag(cov))
    return (1 - cfg.shrinkage) * cov + cfg.shrinkage * target


def main():
    rng = np.random.default_rng(3)
    model_cfg = RiskConfig()
    panel = (rng.standard_normal((80, 5)) * 0.01).astype(np.float32)
    for i in range(5):
        day = dt.date(2024, 1, 2) + dt.timedelta(days=i)
        report_cfg = for_day(model_cfg, day)
        cov = shrunk_ewma_cov(jnp.asarray(panel[i:i + 60]), model_cfg)
        print(report_cfg.as_of, float(jnp.trace(cov)))


if __name__ == "__main__":
    main()
