import jax
import jax.numpy as jnp
import optax
from model import SwineCoughNet

net = SwineCoughNet()
tx = optax.adam(1e-3)


@jax.jit
def cough_train_step(params, batch_stats, opt_state, x, y):
    def loss_fn(p):
        logits, upd = net.apply({"params": p, "batch_stats": batch_stats}, x, train=True, mutable=["batch_stats"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
    (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), upd["batch_stats"], opt_state, loss


@jax.jit
def cough_eval_step(params, batch_stats, x, y):
    logits = net.apply({"params": params, "batch_stats": batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()
