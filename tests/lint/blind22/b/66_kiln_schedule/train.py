import jax.numpy as jnp
import optax
from flax import nnx

PHASES = [("coarse", 1e-2, 3), ("fine", 3e-3, 3), ("polish", 1e-3, 3)]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_phases(model, x, y):
    optimizer = nnx.Optimizer(model, optax.inject_hyperparams(optax.adam)(learning_rate=PHASES[0][1]), wrt=nnx.Param)
    for name, lr, steps in PHASES:
        optimizer.opt_state.hyperparams["learning_rate"].value = jnp.asarray(lr, dtype=jnp.float32)
        for _ in range(steps):
            loss = train_step(model, optimizer, x, y)
        print(name, lr, float(loss))
