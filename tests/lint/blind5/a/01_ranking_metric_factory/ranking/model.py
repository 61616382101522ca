import jax
import jax.numpy as jnp


def init_params(key, n_users, n_items, dim=16):
    ku, ki = jax.random.split(key)
    return {
        "user": 0.1 * jax.random.normal(ku, (n_users, dim)),
        "item": 0.1 * jax.random.normal(ki, (n_items, dim)),
    }


def all_scores(params):
    return params["user"] @ params["item"].T


@jax.jit
def bpr_step(params, users, pos, neg, lr=0.05):
    def loss_fn(p):
        u = p["user"][users]
        diff = (u * p["item"][pos]).sum(-1) - (u * p["item"][neg]).sum(-1)
        return -jax.nn.log_sigmoid(diff).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda w, g: w - lr * g, params, grads)
    return params, loss
