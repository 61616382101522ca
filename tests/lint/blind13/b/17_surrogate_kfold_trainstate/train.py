import jax
import jax.numpy as jnp


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def evaluate(state, x, y):
    pred = state.apply_fn({"params": state.params}, x)
    return jnp.sqrt(jnp.mean((pred - y) ** 2))
