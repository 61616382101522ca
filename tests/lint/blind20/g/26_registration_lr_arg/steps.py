import functools

import jax
import jax.numpy as jnp


def rotation(w):
    theta = jnp.sqrt(jnp.sum(w ** 2) + 1e-12)
    k = w / theta
    K = jnp.array([[0.0, -k[2], k[1]], [k[2], 0.0, -k[0]], [-k[1], k[0], 0.0]])
    return jnp.eye(3) + jnp.sin(theta) * K + (1.0 - jnp.cos(theta)) * K @ K


def chamfer(src, dst):
    d = jnp.sum((src[:, None] - dst[None]) ** 2, -1)
    return jnp.mean(jnp.min(d, 1)) + jnp.mean(jnp.min(d, 0))


def align_step(pose, src, dst, lr):
    def loss_fn(p):
        moved = src @ rotation(p["w"]).T + p["t"]
        return chamfer(moved, dst)

    loss, g = jax.value_and_grad(loss_fn)(pose)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, pose, g), loss


@functools.lru_cache(maxsize=None)
def get_align_step():
    return jax.jit(align_step)
