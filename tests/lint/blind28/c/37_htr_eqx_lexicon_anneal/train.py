import equinox as eqx
import jax
import optax


@eqx.filter_jit
def word_step(model, opt_state, feats, word_ids, optim):
    def loss_fn(m):
        logits = jax.vmap(m)(feats)
        return optax.softmax_cross_entropy_with_integer_labels(logits, word_ids).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def anneal(model, epoch, epochs):
    t = 2.0 - 1.5 * epoch / (epochs - 1)
    return eqx.tree_at(lambda m: m.temperature, model, t)
