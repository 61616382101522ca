import jax
import jax.numpy as jnp
import numpy as np

from model import StabilityRegressor
from train import train_step, tx

DROPOUT = 0.2


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 24)).astype(np.float32)
    y = (x[:, :3].sum(1) + 0.1 * rng.normal(size=64)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = StabilityRegressor().init(key, x[:1], train=False)
    opt_state = tx.init(params)
    for epoch in range(5):
        model = StabilityRegressor(dropout_rate=DROPOUT)
        for i in range(0, 64, 16):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(model, params, opt_state, x[i:i + 16], y[i:i + 16], sub)
        print(epoch, model.dropout_rate, float(loss))


if __name__ == "__main__":
    main()
