import numpy as np
import jax.numpy as jnp

from model import OnlineFraudModel
from online import online_update


def main():
    rng = np.random.default_rng(111)
    model = OnlineFraudModel(jnp.zeros(8), jnp.array(0.0, jnp.float32), 0)
    w_true = rng.normal(size=8)
    for hour in range(8):
        x = rng.normal(size=(64, 8)).astype(np.float32)
        y = (x @ w_true + rng.normal(size=64) > 1.0).astype(np.float32)
        model = online_update(model, x, y)
    print("updates", model.n_updates, np.round(np.asarray(model.weights), 2))


if __name__ == "__main__":
    main()
