import jax
import jax.numpy as jnp
import numpy as np

from config import TrainConfig
from steps import get_train_step


def main():
    cfg = TrainConfig()
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(64, 20)).astype(np.float32)
    grade = rng.integers(0, cfg.n_classes, size=64)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (20, cfg.hidden)) * 0.1, "b1": jnp.zeros(cfg.hidden),
              "w2": jax.random.normal(k2, (cfg.hidden, cfg.n_classes)) * 0.1}
    for epoch in range(cfg.epochs):
        step = get_train_step(cfg)
        for i in range(0, 64, 16):
            params, loss = step(params, feats[i:i + 16], grade[i:i + 16], cfg.lr)
        cfg.lr *= cfg.lr_decay
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
