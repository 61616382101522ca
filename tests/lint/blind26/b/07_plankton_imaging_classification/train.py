import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def make_step(optim, label_smoothing):
    @eqx.filter_jit
    def plankton_step(model, opt_state, x, y):
        def loss_fn(m):
            logits = jax.vmap(m)(x)
            n = logits.shape[-1]
            target = optax.smooth_labels(jax.nn.one_hot(y, n), label_smoothing)
            return optax.softmax_cross_entropy(logits, target).mean()
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss
    return plankton_step
