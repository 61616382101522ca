import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)


@eqx.filter_jit
def footrot_step(model, opt_state, x, y, epoch):
    # label smoothing is relaxed over the first epochs
    smooth = 0.1 * jnp.exp(-0.5 * epoch)
    y_s = y * (1 - smooth) + 0.5 * smooth

    def loss_fn(m):
        z = jax.vmap(m)(x)
        return jnp.mean(jnp.logaddexp(0.0, z) - y_s * z)
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = optim.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, loss


def run(model, x, y, epochs):
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(epochs):
        model, opt_state, loss = footrot_step(model, opt_state, x, y, epoch)
        print("epoch", epoch, "loss", float(loss))
    return model
