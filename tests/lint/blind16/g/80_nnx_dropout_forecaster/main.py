import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class DropoutForecaster(nnx.Module):
    def __init__(self, lookback, horizon, hidden, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(lookback, hidden, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(hidden, horizon, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.gelu(self.l1(x))))


@nnx.jit
def batch_loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss


LOOKBACK, HORIZON, B = 32, 8, 64
rng = np.random.default_rng(1)
t = np.arange(3000)
series = (np.sin(t / 12) + 0.5 * np.sin(t / 50) + 0.1 * rng.normal(size=t.size)).astype(np.float32)


def sample(n):
    s = rng.integers(0, len(series) - LOOKBACK - HORIZON, n)
    x = np.stack([series[i:i + LOOKBACK] for i in s])
    y = np.stack([series[i + LOOKBACK:i + LOOKBACK + HORIZON] for i in s])
    return x, y


model = DropoutForecaster(LOOKBACK, HORIZON, 32, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
x_val, y_val = sample(B)

for epoch in range(4):
    model.train()
    for _ in range(10):
        x, y = sample(B)
        train_step(model, optimizer, x, y)
    train_loss = batch_loss(model, x, y)
    model.eval()
    val_loss = batch_loss(model, x_val, y_val)
    print(f"epoch {epoch}: train={float(train_loss):.4f} val={float(val_loss):.4f}")
