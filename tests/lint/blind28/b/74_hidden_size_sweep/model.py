import equinox as eqx
import jax
import optax

opt = optax.adam(3e-3)


@eqx.filter_jit
def sweep_train_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(jax.vmap(m)(x)[:, 0], y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss
