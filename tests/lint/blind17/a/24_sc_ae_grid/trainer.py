import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)


def make_train_step(model):
    def train_step(params, opt_state, x):
        def loss_fn(p):
            recon, _ = model.apply(p, x)
            return jnp.mean((recon - x) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return jax.jit(train_step)


_steps = {}


def fit(model, params, x, lr, weight_decay, steps=5):
    if model not in _steps:
        _steps[model] = make_train_step(model)
    step = _steps[model]
    opt_state = tx.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    opt_state.hyperparams["weight_decay"] = jnp.asarray(weight_decay, jnp.float32)
    for _ in range(steps):
        params, opt_state, loss = step(params, opt_state, x)
    return params, float(loss)
