import jax
import jax.numpy as jnp


@jax.jit
def sampled_softmax_loss(params, key, users, pos_items):
    n_items = params["items"].shape[0]
    negs = jax.random.randint(key, (users.shape[0], 16), 0, n_items)
    u = params["users"][users]
    pos = jnp.sum(u * params["items"][pos_items], axis=-1, keepdims=True)
    neg = jnp.einsum("bd,bkd->bk", u, params["items"][negs])
    logits = jnp.concatenate([pos, neg], axis=1)
    return -jnp.mean(jax.nn.log_softmax(logits, axis=1)[:, 0])
