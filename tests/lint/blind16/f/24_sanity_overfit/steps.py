import jax
import jax.numpy as jnp
import optax


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def overfit_check(state, x, y, steps=3):
    """Make sure a single batch can be fitted before the real run."""
    first = None
    for _ in range(steps):
        state, loss = train_step(state, x, y)
        first = float(loss) if first is None else first
    return float(loss) < first
