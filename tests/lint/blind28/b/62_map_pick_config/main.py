import dataclasses

import jax
import numpy as np

from config import TrainConfig
from train import tx, map_pick_step


def main():
    rng = np.random.default_rng(0)
    # predict which of 7 maps a team picks from their recent map stats
    x = rng.normal(size=(256, 14)).astype(np.float32)
    y = rng.integers(0, 7, 256).astype(np.int32)
    cfg = TrainConfig()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (14, cfg.hidden)) * 0.1,
              "w2": jax.random.normal(k2, (cfg.hidden, 7)) * 0.1}
    opt_state = tx.init(params)
    for epoch in range(4):
        cfg = dataclasses.replace(cfg, epoch=epoch)
        for i in range(0, 256, 64):
            params, opt_state, loss = map_pick_step(params, opt_state, x[i:i + 64], y[i:i + 64], cfg=cfg)
        print(cfg.epoch, float(loss))


if __name__ == "__main__":
    main()
