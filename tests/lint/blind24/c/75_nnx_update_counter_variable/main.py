import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class UpdateCount(nnx.Variable):
    pass


class OnlineEngagementModel(nnx.Module):
    def __init__(self, d, rngs):
        self.linear = nnx.Linear(d, 1, rngs=rngs)
        self.n_updates = UpdateCount(jnp.array(0, jnp.int32))

    def __call__(self, x):
        return self.linear(x)[:, 0]


@nnx.jit
def weekly_engagement_update(model, opt, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, g = nnx.value_and_grad(loss_fn, argnums=nnx.DiffState(0, nnx.Param))(model)
    opt.update(model, g)
    model.n_updates.value += 1
    return loss


rng = np.random.default_rng(0)
model = OnlineEngagementModel(5, nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
for week in range(6):
    x = rng.normal(size=(40, 5)).astype(np.float32)
    y = (x @ np.array([1.0, 0.0, -1.0, 0.5, 0.0], np.float32)).astype(np.float32)
    loss = weekly_engagement_update(model, opt, x, y)
    print(week, int(model.n_updates.value), float(loss))
