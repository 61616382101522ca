import functools

import jax
import jax.numpy as jnp


def clip_per_example(grads, clip_norm):
    norms = jnp.sqrt(sum(jnp.sum(g.reshape(g.shape[0], -1) ** 2, axis=1)
                         for g in jax.tree_util.tree_leaves(grads)))
    scale = jnp.minimum(1.0, clip_norm / (norms + 1e-6))
    return jax.tree_util.tree_map(
        lambda g: g * scale.reshape((-1,) + (1,) * (g.ndim - 1)), grads)


@functools.partial(jax.jit, static_argnames=("noise_multiplier", "clip_norm"))
def private_grad(params, x, y, key, noise_multiplier, clip_norm):
    def loss_fn(p, xi, yi):
        pred = xi @ p["w"] + p["b"]
        return (pred - yi) ** 2

    per_ex = jax.vmap(jax.grad(loss_fn), in_axes=(None, 0, 0))(params, x, y)
    clipped = clip_per_example(per_ex, clip_norm)
    summed = jax.tree_util.tree_map(lambda g: jnp.sum(g, axis=0), clipped)
    leaves, treedef = jax.tree_util.tree_flatten(summed)
    keys = jax.random.split(key, len(leaves))
    noisy = [g + noise_multiplier * clip_norm * jax.random.normal(k, g.shape)
             for g, k in zip(leaves, keys)]
    noisy = jax.tree_util.tree_unflatten(treedef, noisy)
    return jax.tree_util.tree_map(lambda g: g / x.shape[0], noisy)
