import jax
import jax.numpy as jnp
import optax


def cross_net(params, x):
    x0, xl = x, x
    for layer in params["cross"]:
        xl = x0 * (xl @ layer["w"]) + layer["b"] + xl
    return xl @ params["out"]


def make_train_step(optimizer):
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            logits = cross_net(p, x).squeeze(-1)
            return optax.sigmoid_binary_cross_entropy(logits, y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)
