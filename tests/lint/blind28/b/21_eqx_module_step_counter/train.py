import equinox as eqx
import jax
import optax

opt = optax.adam(5e-3)


@eqx.filter_jit
def skill_update(model, opt_state, a, b, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(a, b), y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, upd)
    return model, opt_state, loss


def bump(model):
    return eqx.tree_at(lambda m: m.updates_seen, model, model.updates_seen + 1)
