import equinox as eqx
import jax
import numpy as np

from loader import OrderHistoryLoader
from train import LeadTimeModel, fit_batch, optim


def synthetic_orders(n, rng):
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (2.0 + x[:, 0] - 0.5 * x[:, 2] + rng.normal(scale=0.2, size=n)).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    x, y = synthetic_orders(200, rng)
    loader = OrderHistoryLoader(x, y, batch_size=48)
    model = LeadTimeModel(5, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for xb, yb in loader:
            model, opt_state, loss = fit_batch(model, opt_state, xb, yb)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
