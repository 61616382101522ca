import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from data import hourly_load, windows, batches
from model import LoadForecaster

N_LAGS = 24
series = hourly_load()
X, y = windows(series, N_LAGS)
model = LoadForecaster(N_LAGS, 32, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(3e-3), wrt=nnx.Param)


@nnx.jit
def forecast_train_step(model, optimizer, xb, yb):
    def loss_fn(m):
        return jnp.mean((m(xb) - yb) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(0)
for epoch in range(3):
    for xb, yb in batches(X, y, 128, rng):
        loss = forecast_train_step(model, optimizer, xb, yb)
    print(epoch, float(loss))
