import jax
import jax.numpy as jnp


def squared_error(params, x, y):
    pred = x @ params["w"] + params["b"]
    return (pred - y) ** 2


def per_example_grads(loss, params, x, y):
    grad_fn = jax.jit(jax.vmap(jax.grad(loss), in_axes=(None, 0, 0)))
    return grad_fn(params, x, y)


def clip_and_noise(grads, key, clip_norm, noise_mult):
    leaves = jax.tree_util.tree_leaves(grads)
    sq = sum(jnp.sum(l.reshape(l.shape[0], -1) ** 2, axis=1) for l in leaves)
    scale = jnp.minimum(1.0, clip_norm / (jnp.sqrt(sq) + 1e-6))
    clipped = jax.tree_util.tree_map(lambda g: g * scale.reshape((-1,) + (1,) * (g.ndim - 1)), grads)
    summed = jax.tree_util.tree_map(lambda g: g.sum(0), clipped)
    keys = jax.random.split(key, len(jax.tree_util.tree_leaves(summed)))
    noised = [g + noise_mult * clip_norm * jax.random.normal(k, g.shape)
              for g, k in zip(jax.tree_util.tree_leaves(summed), keys)]
    return jax.tree_util.tree_unflatten(jax.tree_util.tree_structure(summed), noised)
