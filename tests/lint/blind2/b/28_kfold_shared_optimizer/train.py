import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


def bce(params, x, y):
    logits = x @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(bce)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def accuracy(params, x, y):
    return jnp.mean(((x @ params["w"] + params["b"]) > 0) == (y > 0.5))


def init_params(dim):
    return {"w": jnp.zeros((dim,)), "b": jnp.zeros(())}
