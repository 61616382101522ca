import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


def init(n_features):
    params = {"w": jnp.zeros((n_features,)), "b": jnp.zeros(())}
    return params, optimizer.init(params)


def loss_fn(params, feats, y):
    z = feats @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(z, y).mean()


@jax.jit
def update(params, opt_state, feats, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, feats, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
