import jax
import jax.numpy as jnp
import numpy as np


def loss_fn(params, x, y):
    return jnp.mean((jnp.tanh(x @ params["w1"]) @ params["w2"] - y) ** 2)


def member_step(params, lr, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


population_step = jax.jit(jax.vmap(member_step, in_axes=(0, 0, None, None)))


def init_population(key, size):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (size, 4, 16)) * 0.3,
        "w2": jax.random.normal(k2, (size, 16, 1)) * 0.3,
    }


def truncate(params, lrs, losses, keep_frac=0.75):
    """Successive-halving style culling: drop the worst members."""
    order = np.argsort(np.asarray(losses))
    keep = order[: max(1, int(len(order) * keep_frac))]
    return jax.tree.map(lambda p: p[keep], params), lrs[keep]
