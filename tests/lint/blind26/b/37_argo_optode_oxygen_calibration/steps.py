from flax import nnx
import jax.numpy as jnp


@nnx.jit
def oxygen_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def oxygen_eval_step(model, x, y):
    return jnp.sqrt(jnp.mean((model(x) - y) ** 2))
