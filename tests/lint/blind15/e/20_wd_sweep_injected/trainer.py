import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adamw)(
    learning_rate=jnp.float32(1e-3), weight_decay=jnp.float32(0.0))


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def fit(params, hparams, data, epochs=3):
    opt_state = tx.init(params)
    for name, value in hparams.items():
        opt_state.hyperparams[name] = jnp.float32(value)
    for _ in range(epochs):
        for x, y in data:
            params, opt_state, loss = train_step(params, opt_state, x, y)
    return params, float(loss)
