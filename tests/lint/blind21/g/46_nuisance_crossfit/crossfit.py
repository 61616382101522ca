import jax
import jax.numpy as jnp
import optax

from nets import OutcomeNet

MODEL = OutcomeNet(hidden=16)
TX = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((MODEL.apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = TX.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def predict(params, x):
    return MODEL.apply(params, x)


def fit_fold(x_train, y_train, x_test, steps=20):
    params = MODEL.init(jax.random.PRNGKey(0), x_train)
    opt_state = TX.init(params)
    for _ in range(steps):
        params, opt_state, loss = train_step(params, opt_state, x_train, y_train)
    return predict(params, x_test)
