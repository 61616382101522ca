import numpy as np
import jax

from config import TrainConfig
from model import init, sgd_update


def load_script_features(cfg):
    rng = np.random.default_rng(cfg.seed)
    feats = rng.normal(size=(64, cfg.n_features)).astype(np.float32)
    years = (1300 + 200 * rng.random(64)).astype(np.float32)
    return feats, years


def main():
    cfg = TrainConfig()
    feats, years = load_script_features(cfg)
    params = init(jax.random.PRNGKey(cfg.seed), cfg.n_features)
    step = 0
    for epoch in range(cfg.epochs):
        for i in range(0, len(feats), cfg.batch_size):
            params, mae = sgd_update(params, feats[i:i + cfg.batch_size], years[i:i + cfg.batch_size],
                                     step=step, warmup=cfg.warmup_steps, base_lr=cfg.base_lr)
            step += 1
        print(f"epoch {epoch}: scaled MAE {float(mae):.4f}")


if __name__ == "__main__":
    main()
