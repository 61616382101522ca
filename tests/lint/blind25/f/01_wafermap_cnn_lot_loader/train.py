import jax
import optax

from model import DefectNet

net = DefectNet()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, maps, labels):
    def loss_fn(p):
        logits = net.apply(p, maps)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
