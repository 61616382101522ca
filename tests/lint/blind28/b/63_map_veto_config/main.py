import jax
import numpy as np

from config import ModelConfig, RunState
from train import tx, veto_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 14)).astype(np.float32)
    y = rng.integers(0, 7, 256).astype(np.int32)
    cfg = ModelConfig()
    run = RunState()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (14, cfg.hidden)) * 0.1,
              "w2": jax.random.normal(k2, (cfg.hidden, cfg.n_maps)) * 0.1}
    opt_state = tx.init(params)
    for epoch in range(4):
        run.epoch = epoch
        for i in range(0, 256, 64):
            params, opt_state, loss = veto_step(params, opt_state, x[i:i + 64], y[i:i + 64], cfg=cfg)
        run.best_loss = min(run.best_loss, float(loss))
        print(run.epoch, run.best_loss)


if __name__ == "__main__":
    main()
