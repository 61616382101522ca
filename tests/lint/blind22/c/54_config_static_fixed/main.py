import jax
import numpy as np

from config import TrainConfig
from trainer import Trainer


def team_rating_batches(rng, n=3):
    return [(rng.normal(size=(16, 6)).astype(np.float32), rng.normal(size=(16, 1)).astype(np.float32))
            for _ in range(n)]


def main():
    rng = np.random.default_rng(0)
    cfg = TrainConfig()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, cfg.hidden)) * 0.1,
              "w2": jax.random.normal(k2, (cfg.hidden, 1)) * 0.1}
    trainer = Trainer(cfg)
    for epoch in range(4):
        params, loss = trainer.run_epoch(params, team_rating_batches(rng), epoch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
