import jax
import jax.numpy as jnp
import optax

from net import net

opt = optax.adam(2e-3)


@jax.jit
def tea_step(params, opt_state, rng, x, labels, dropout_rate):
    def loss_fn(p):
        logits = net.apply(p, rng, x, dropout_rate)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


