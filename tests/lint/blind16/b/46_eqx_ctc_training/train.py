import equinox as eqx
import jax
import optax


@eqx.filter_jit
def train_step(model, opt_state, optimizer, feats, labels, loss_fn):
    def objective(m):
        logits = jax.vmap(m)(feats)
        return loss_fn(logits, labels)

    loss, grads = eqx.filter_value_and_grad(objective)(model)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
