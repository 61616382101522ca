import numpy as np
import jax
import equinox as eqx

from model import RULNet
from train import make_step, optim

CONFIG = {"pooling": "mean", "window": 30, "batch": 25, "epochs": 8}


def bearing_histories(n=200, window=30, seed=0):
    """Rolling-element bearing condition features (kurtosis, RMS, crest, band energy) -> remaining life fraction."""
    rng = np.random.default_rng(seed)
    life = rng.uniform(0.05, 1.0, n)
    t = np.linspace(0, 1, window)
    deg = (1 - life)[:, None] ** 2 * (0.5 + t)
    feats = np.stack([3 + 4 * deg, 0.2 + deg, 3 + 2 * deg, deg ** 2], -1)
    feats += rng.normal(0, 0.05, feats.shape)
    return feats.astype(np.float32), life.astype(np.float32)


def main():
    x, y = bearing_histories(window=CONFIG["window"])
    model = RULNet(4, CONFIG["pooling"], jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    b = CONFIG["batch"]
    for epoch in range(CONFIG["epochs"]):
        for i in range(0, len(x), b):
            model, opt_state, loss = make_step(model, opt_state, x[i:i + b], y[i:i + b])
        print(f"epoch {epoch}: mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
