import jax
import jax.numpy as jnp
import optax
from net import net

tx = optax.adam(1e-2)

@jax.jit
def bn_train_step(params, state, opt_state, x, y):
    def loss_fn(p):
        logits, new_state = net.apply(p, state, x, True)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new_state
    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss

@jax.jit
def bn_eval_step(params, state, x, y):
    logits, _ = net.apply(params, state, x, False)
    return jnp.mean(logits.argmax(-1) == y)
