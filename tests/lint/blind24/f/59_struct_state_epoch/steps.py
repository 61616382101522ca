import jax
import jax.numpy as jnp
import optax


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn(p, x)
        return optax.sigmoid_binary_cross_entropy(logits[:, 0], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(g), loss
