import equinox as eqx
import jax
import optax

opt = optax.adam(3e-3)


@eqx.filter_jit
def step(model, opt_state, x, y, temperature):
    def loss_fn(m):
        logits = jax.vmap(lambda xi: m(xi, temperature))(x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
