import jax
import jax.numpy as jnp
import optax


def fit(model, x, y, key, epochs=3, batch_size=50, lr=1e-3):
    params = model.init(key, x[:1])
    tx = optax.adam(lr)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, xb, yb):
        def loss_fn(p):
            return optax.sigmoid_binary_cross_entropy(model.apply(p, xb)[:, 0], yb).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for _ in range(epochs):
        for i in range(0, len(x) - batch_size + 1, batch_size):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + batch_size],
                                                 y[i:i + batch_size])
    return params
