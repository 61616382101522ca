import equinox as eqx
import jax
import optax

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y, act):
    def loss_fn(m):
        logits = jax.vmap(lambda xi: m(xi, act))(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = optim.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, loss


def fit(model, batches, negative_slope=0.05):
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for x, y in batches:
        model, opt_state, loss = train_step(
            model, opt_state, x, y, lambda h: jax.nn.leaky_relu(h, negative_slope))
    return model, loss
