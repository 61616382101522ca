import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx
from batching import padded_chunks


class OvertimeRegressor(nnx.Module):
    def __init__(self, rngs):
        self.hidden = nnx.Linear(6, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.gelu(self.hidden(x)))[:, 0]


@nnx.jit
def overtime_fit_step(model, opt, x, y, mask):
    def loss_fn(m):
        return jnp.sum(mask * (m(x) - y) ** 2) / jnp.sum(mask)
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss


@nnx.jit
def overtime_score(model, x, y, mask):
    return jnp.sum(mask * jnp.abs(model(x) - y)), jnp.sum(mask)


rng = np.random.default_rng(2)
X = rng.normal(size=(700, 6)).astype(np.float32)
y = (X @ rng.normal(size=6) + 2.0).astype(np.float32)
model = OvertimeRegressor(nnx.Rngs(1))
opt = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)

for epoch in range(3):
    for xb, yb, m in padded_chunks(X[:560], y[:560], 64):
        overtime_fit_step(model, opt, xb, yb, m)
    err, cnt = 0.0, 0.0
    for xb, yb, m in padded_chunks(X[560:], y[560:], 64):
        e, c = overtime_score(model, xb, yb, m)
        err, cnt = err + float(e), cnt + float(c)
    print(epoch, round(err / cnt, 4))
