import jax
import jax.numpy as jnp


def user_tower(params, user_feats):
    return jnp.tanh(user_feats @ params["wu"])


def item_tower(params, item_feats):
    return jnp.tanh(item_feats @ params["wi"])


def score_user(params, user_feats, candidate_feats):
    u = user_tower(params, user_feats)
    items = item_tower(params, candidate_feats)
    return items @ u


def listwise_loss(params, users, candidates, clicks):
    scores = jax.vmap(score_user, in_axes=(None, 0, 0))(params, users, candidates)
    return -(clicks * jax.nn.log_softmax(scores, axis=-1)).sum(-1).mean()


def run_epoch(params, batches, lr=0.1):
    total = 0.0
    for users, candidates, clicks in batches:
        grad_fn = jax.jit(jax.value_and_grad(listwise_loss))
        loss, grads = grad_fn(params, users, candidates, clicks)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        total += float(loss)
    return params, total / len(batches)
