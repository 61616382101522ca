import jax
import optax

from model import GaitNet

model = GaitNet()
tx = optax.adamw(3e-3)


@jax.jit
def gait_step(params, opt_state, x, mask, y):
    def loss_fn(p):
        logits = model.apply(p, x, mask)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
