import jax
import jax.numpy as jnp


def bpr_loss(params, users, pos, neg):
    u = params["user"][users]
    s_pos = jnp.sum(u * params["item"][pos], -1)
    s_neg = jnp.sum(u * params["item"][neg], -1)
    return -jnp.mean(jax.nn.log_sigmoid(s_pos - s_neg))


@jax.jit
def sgd_step(params, users, pos, neg):
    loss, g = jax.value_and_grad(bpr_loss)(params, users, pos, neg)
    return jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g), loss


def fit(params, n_steps, key, on_step=None):
    n_users, n_items = params["user"].shape[0], params["item"].shape[0]
    for step in range(n_steps):
        key, k1, k2, k3 = jax.random.split(key, 4)
        users = jax.random.randint(k1, (32,), 0, n_users)
        pos = jax.random.randint(k2, (32,), 0, n_items)
        neg = jax.random.randint(k3, (32,), 0, n_items)
        params, loss = sgd_step(params, users, pos, neg)
        if on_step is not None:
            scores = params["user"][:16] @ params["item"].T
            labels = (jax.random.uniform(k1, scores.shape) < 0.05).astype(jnp.float32)
            on_step(step, scores, labels)
    return params
