import jax.numpy as jnp
import optax
from flax import nnx


def mse(model, r, e):
    return jnp.mean((model.energy(r) - e) ** 2)


@nnx.jit
def train_step(model, optimizer, r, e):
    loss, grads = nnx.value_and_grad(mse)(model, r, e)
    optimizer.update(model, grads)
    return loss


def fit(model, r, e, stages=(3e-3, 1e-3, 3e-4, 1e-4), steps=5):
    boundaries = {steps * (i + 1): stages[i + 1] / stages[i] for i in range(len(stages) - 1)}
    schedule = optax.piecewise_constant_schedule(stages[0], boundaries)
    optimizer = nnx.Optimizer(model, optax.adam(schedule), wrt=nnx.Param)
    for lr in stages:
        for _ in range(steps):
            loss = train_step(model, optimizer, r, e)
        print(f"lr={lr:.0e} loss={float(loss):.5f}")
    return model
