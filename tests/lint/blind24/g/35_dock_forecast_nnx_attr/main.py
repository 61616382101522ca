import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from model import DockForecaster
from train import multi_step_update

CURRICULUM = {0: 1, 2: 2, 4: 4}


def make_series(seed=0, stations=32, lags=8, horizon=4):
    rng = np.random.default_rng(seed)
    t = np.arange(lags + horizon)
    phase = rng.uniform(0, 2 * np.pi, (stations, 1))
    s = 0.5 + 0.4 * np.sin(2 * np.pi * t / 12 + phase) + rng.normal(0, 0.02, (stations, lags + horizon))
    return jnp.asarray(s[:, :lags], jnp.float32), jnp.asarray(s[:, lags:], jnp.float32)


def main():
    hist, fut = make_series()
    model = DockForecaster(8, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(6):
        if epoch in CURRICULUM:
            model.steps_ahead = CURRICULUM[epoch]
        for _ in range(5):
            loss = multi_step_update(model, optimizer, hist, fut)
        print(epoch, model.steps_ahead, float(loss))


if __name__ == "__main__":
    main()
