import jax
import jax.numpy as jnp


def init_wide_deep(key, n_num, n_cat, card, emb=4, hidden=16):
    ks = jax.random.split(key, 4)
    return {
        "emb": jax.random.normal(ks[0], (n_cat, card, emb)) * 0.1,
        "wide": jax.random.normal(ks[1], (n_num,)) * 0.1,
        "w1": jax.random.normal(ks[2], (n_num + n_cat * emb, hidden)) * 0.1,
        "w2": jax.random.normal(ks[3], (hidden,)) * 0.1,
    }


def forward(params, num, cat):
    e = params["emb"][jnp.arange(cat.shape[1]), cat].reshape(cat.shape[0], -1)
    deep = jax.nn.relu(jnp.concatenate([num, e], 1) @ params["w1"]) @ params["w2"]
    return num @ params["wide"] + deep


def bce(params, num, cat, y):
    z = forward(params, num, cat)
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)


@jax.jit
def train_step(params, num, cat, y):
    grads = jax.grad(bce)(params, num, cat, y)
    return jax.tree_util.tree_map(lambda a, g: a - 0.2 * g, params, grads)


@jax.jit
def predict_proba(params, num, cat):
    return jax.nn.sigmoid(forward(params, num, cat))
