import jax
import jax.numpy as jnp
import optax


def make_train_step(model, tx):
    def train_step(params, opt_state, x):
        def loss_fn(p):
            recon, _ = model.apply(p, x)
            return jnp.mean((recon - x) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return train_step


def fit(model, params, x, lr, weight_decay, steps=5):
    tx = optax.adamw(lr, weight_decay=weight_decay)
    opt_state = tx.init(params)
    step = jax.jit(make_train_step(model, tx))
    for _ in range(steps):
        params, opt_state, loss = step(params, opt_state, x)
    return params, float(loss)
