import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import LeadForecaster


@nnx.jit
def forecast_skill(model, x, y):
    pred = model(x)
    return 1 - jnp.sum((pred - y) ** 2) / jnp.sum((y - y.mean()) ** 2)


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(64, 8)).astype(np.float32)
    model = LeadForecaster(8, nnx.Rngs(0))
    for lead in [1, 3, 6, 12, 24]:
        y = (np.tanh(x[:, 0]) * 0.95 ** lead).astype(np.float32)
        model.lead = lead
        print(f"lead {lead:2d} h: NSE {float(forecast_skill(model, x, y)):.3f}")


if __name__ == "__main__":
    main()
