import jax.numpy as jnp
from flax import nnx


class CDRegressor(nnx.Module):
    """Predict line CD (nm) from a CD-SEM intensity profile across the line."""

    def __init__(self, n_px, rngs):
        self.l1 = nnx.Linear(n_px, 64, rngs=rngs)
        self.bn = nnx.BatchNorm(64, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        h = self.drop(nnx.relu(self.bn(self.l1(x))))
        return self.l2(h)[:, 0]


@nnx.jit
def train_step(model, optimizer, profiles, cd):
    def loss_fn(m):
        return jnp.mean((m(profiles) - cd) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, profiles, cd):
    pred = model(profiles)
    return jnp.sqrt(jnp.mean((pred - cd) ** 2)), jnp.mean(pred - cd)
