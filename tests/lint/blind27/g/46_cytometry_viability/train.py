import jax
import jax.numpy as jnp
import optax

from net import viability

opt = optax.adam(2e-3)


@jax.jit
def viability_step(params, opt_state, key, x, y):
    def loss_fn(p):
        logits = viability.apply(p, key, x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
