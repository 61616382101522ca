import jax.numpy as jnp
import numpy as np

from data import batches
from model import optimizer, update


def main():
    rng = np.random.default_rng(0)
    X = rng.uniform(0, 4, 500).astype(np.float32)
    y = (2.0 * np.exp(-0.7 * X) + 0.05 * rng.standard_normal(500)).astype(np.float32)
    theta = jnp.array([1.0, 1.0])
    opt_state = optimizer.init(theta)
    for batch in batches(X, y, 64, rng):
        theta, opt_state, loss = update(theta, opt_state, batch)
    print("theta", np.round(np.asarray(theta), 3), "loss", float(loss))


if __name__ == "__main__":
    main()
