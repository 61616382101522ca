import jax
import jax.numpy as jnp


def rotation(angles):
    a, b, c = angles
    Rx = jnp.array([[1, 0, 0], [0, jnp.cos(a), -jnp.sin(a)], [0, jnp.sin(a), jnp.cos(a)]])
    Ry = jnp.array([[jnp.cos(b), 0, jnp.sin(b)], [0, 1, 0], [-jnp.sin(b), 0, jnp.cos(b)]])
    Rz = jnp.array([[jnp.cos(c), -jnp.sin(c), 0], [jnp.sin(c), jnp.cos(c), 0], [0, 0, 1]])
    return Rz @ Ry @ Rx


def project(cam, points):
    p = points @ rotation(cam["angles"]).T + cam["t"]
    return cam["focal"] * p[:, :2] / p[:, 2:3]


def init_camera():
    return {
        "angles": jnp.zeros(3),
        "t": jnp.array([0.0, 0.0, 5.0]),
        "focal": 1.0,
    }


def clip_by_global_norm(grads, max_norm=1.0):
    norm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in jax.tree_util.tree_leaves(grads)))
    scale = max_norm / jnp.maximum(norm, max_norm)
    return jax.tree_util.tree_map(lambda g: g * scale, grads)


@jax.jit
def calib_step(cam, points, pixels, lr=1e-2):
    def loss(c):
        return jnp.mean((project(c, points) - pixels) ** 2)

    value, g = jax.value_and_grad(loss)(cam)
    g = clip_by_global_norm(g)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, cam, g), value
