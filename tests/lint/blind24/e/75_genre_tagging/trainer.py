import jax
import optax


def fit(params, loss_fn, data, epochs, callbacks, lr=5e-3):
    tx = optax.adam(lr)
    opt_state = tx.init(params)

    @jax.jit
    def genre_step(params, opt_state, x, y):
        loss, g = jax.value_and_grad(loss_fn)(params, x, y)
        upd, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    for epoch in range(epochs):
        for x, y in data:
            params, opt_state, loss = genre_step(params, opt_state, x, y)
        for cb in callbacks:
            cb.on_epoch_end(epoch, params)
    return params
