import jax
import jax.numpy as jnp
import numpy as np

from model import NoisyMLP
from train import train_step, tx

EPOCHS = 4


def build_model(cfg):
    return NoisyMLP(hidden=cfg["hidden"], noise_std=cfg["noise_std"])


def main():
    rng = np.random.default_rng(0)
    cfg = {"hidden": 16, "noise_std": 0.1}
    key = jax.random.PRNGKey(0)
    params = build_model(cfg).init({"params": key}, jnp.zeros((1, 3)), train=False)["params"]
    opt_state = tx.init(params)
    for epoch in range(EPOCHS):
        model = build_model(cfg)
        for _ in range(3):
            key, sub = jax.random.split(key)
            x = rng.normal(size=(16, 3)).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, x, x[:, :1] - x[:, 2:], sub, model=model)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
