import jax
import jax.numpy as jnp
import numpy as np

from model import PropensityMLP
from train import make_state, train_step

MARKETS = ["us", "de", "br", "jp"]


def market_data(rng, shift, n=256, d=6):
    x = rng.normal(shift, 1.0, size=(n, d)).astype(np.float32)
    t = (rng.uniform(size=n) < 1 / (1 + np.exp(-x[:, 0]))).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(t)


def main():
    rng = np.random.default_rng(231)
    model = PropensityMLP()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 6)))
    for i, market in enumerate(MARKETS):
        x, t = market_data(rng, 0.1 * i)
        state = make_state(model, params)
        for _ in range(4):
            state, loss = train_step(state, x, t)
        params = state.params
        print(f"{market}: loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
