import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class BaselineModel(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(4, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.silu(self.l1(x))).squeeze(-1)


@nnx.jit
def baseline_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(7)
# M&V baselines: one fresh model and optimizer per building, same feature set
for building in ["B101", "B102", "B205", "B310"]:
    x = jnp.asarray(rng.normal(size=(128, 4)), jnp.float32)
    y = jnp.asarray(x @ rng.normal(size=4) + 0.1 * rng.normal(size=128), jnp.float32)
    model = BaselineModel(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for _ in range(20):
        loss = baseline_step(model, optimizer, x, y)
    print(building, float(loss))
