import equinox as eqx
import optax

opt = optax.adam(1e-3)


@eqx.filter_jit
def head_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(lambda m: m.loss(x, y))(model)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def relax_smoothing(model, epoch):
    return eqx.tree_at(lambda m: m.label_smoothing, model, max(0.0, 0.2 - 0.05 * epoch))
