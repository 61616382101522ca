
import jax
import jax.numpy as jnp
import optax

from net import net

opt = optax.adam(2e-3)


@jax.jit
def echo_train_step(params, state, opt_state, x, y):
    def loss_fn(p):
        logits, new_state = net.apply(p, state, None, x, True)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new_state
    (loss, state), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), state, opt_state, loss


@jax.jit
def echo_predict(params, state, x):
    logits, _ = net.apply(params, state, None, x, False)
    return jnp.argmax(logits, -1)
