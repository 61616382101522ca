import jax.numpy as jnp
import optax
from flax import nnx

TX = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


def build_optimizer(model, learning_rate=1e-2):
    optimizer = nnx.Optimizer(model, TX, wrt=nnx.Param)
    optimizer.opt_state.hyperparams["learning_rate"].value = jnp.asarray(learning_rate, jnp.float32)
    return optimizer


@nnx.jit
def fit_step(model, optimizer, x, u, x_next):
    def loss_fn(model):
        return jnp.mean((model(x, u) - x_next) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
