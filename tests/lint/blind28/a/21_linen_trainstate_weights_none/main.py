import jax
import numpy as np

from model import NoShowNet
from steps import create_state, noshow_step

CONFIG = {"lr": 3e-3, "batch": 100, "epochs": 4, "class_weights": None}


def restaurant_reservations(n=800, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (x[:, 0] - 0.5 * x[:, 3] + rng.normal(0, 1, n) > 1.0).astype(np.float32)
    return x, y


def main():
    x, y = restaurant_reservations()
    state = create_state(NoShowNet(), jax.random.PRNGKey(0), 6, CONFIG["lr"])
    key = jax.random.PRNGKey(1)
    weights = CONFIG["class_weights"]
    for epoch in range(CONFIG["epochs"]):
        for s in range(0, len(x), CONFIG["batch"]):
            key, sub = jax.random.split(key)
            xb, yb = x[s:s + CONFIG["batch"]], y[s:s + CONFIG["batch"]]
            sw = None if weights is None else np.where(yb > 0, weights[1], weights[0])
            state, loss = noshow_step(state, xb, yb, sub, sw)
        print("epoch", epoch, "loss", float(loss))


if __name__ == "__main__":
    main()
