import jax
import jax.numpy as jnp
import optax


def mse(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


def fit(x, y, learning_rate, momentum, n_iters=3):
    params = {"w": jnp.zeros((x.shape[1],)), "b": jnp.zeros(())}
    opt = optax.sgd(learning_rate, momentum=momentum)
    opt_state = opt.init(params)

    @jax.jit
    def train_step(params, opt_state):
        loss, grads = jax.value_and_grad(mse)(params, x, y)
        updates, opt_state = opt.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for _ in range(n_iters):
        params, opt_state, loss = train_step(params, opt_state)
    return float(loss)
