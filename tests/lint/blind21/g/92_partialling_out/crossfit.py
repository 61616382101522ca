import jax
import jax.numpy as jnp
import optax

from nets import OutcomeNet


def fit_fold(x_train, y_train, x_test, steps=20, hidden=16):
    model = OutcomeNet(hidden=hidden)
    params = model.init(jax.random.PRNGKey(0), x_train)
    tx = optax.adam(1e-2)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state):
        def loss_fn(p):
            return jnp.mean((model.apply(p, x_train) - y_train) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    for _ in range(steps):
        params, opt_state, loss = train_step(params, opt_state)
    predict = jax.jit(model.apply)
    return predict(params, x_test)
