import jax
import numpy as np

from config import TrainConfig, for_epoch
from train import loyalty_step, tx


def members(n=512, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 8)).astype(np.float32)
    y = (x[:, 0] + x[:, 1] * x[:, 2] > 0.3).astype(np.float32)
    return x, y


def main():
    base = TrainConfig()
    x, y = members()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (8, base.hidden)) * 0.2,
              "w2": jax.random.normal(k2, (base.hidden, 1)) * 0.2}
    opt_state = tx.init(params)
    for epoch in range(4):
        cfg = for_epoch(base, epoch)
        for s in range(0, 512, 64):
            params, opt_state, loss = loyalty_step(params, opt_state, x[s:s + 64], y[s:s + 64], cfg=cfg)
        print(f"epoch {cfg.epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
