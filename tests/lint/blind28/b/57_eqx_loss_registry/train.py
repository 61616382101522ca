import equinox as eqx
import jax
import optax

opt = optax.adam(3e-3)


@eqx.filter_jit
def cheat_train_step(model, opt_state, x, y, loss_fn):
    def objective(m):
        return loss_fn(jax.vmap(m)(x)[:, 0], y)
    loss, g = eqx.filter_value_and_grad(objective)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss
