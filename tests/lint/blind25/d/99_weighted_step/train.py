import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(5e-3)

@eqx.filter_jit
def weighted_step(model, state, x, y, class_weights):
    cw = jnp.asarray(class_weights)
    def loss_fn(m):
        ce = optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y)
        return (ce * cw[y]).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, state = opt.update(g, state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), state, loss
