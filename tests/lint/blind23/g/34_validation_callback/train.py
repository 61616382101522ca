import jax
import jax.numpy as jnp
import optax


def fit(model, params, x, y, epochs, callbacks=()):
    tx = optax.sgd(0.05, momentum=0.9)
    state = tx.init(params)

    @jax.jit
    def epoch_step(params, state):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
        u, state = tx.update(g, state, params)
        return optax.apply_updates(params, u), state, loss

    for epoch in range(epochs):
        params, state, loss = epoch_step(params, state)
        for cb in callbacks:
            cb(epoch, params)
    return params
