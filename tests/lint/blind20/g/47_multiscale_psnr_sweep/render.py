import functools

import jax
import jax.numpy as jnp


def field_fn(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return jax.nn.sigmoid(h @ params["w2"])


@functools.partial(jax.jit, static_argnames=("height", "width"))
def render_image(params, cam_to_world, height, width, focal):
    i, j = jnp.meshgrid(jnp.arange(width), jnp.arange(height), indexing="xy")
    dirs = jnp.stack([(i - width / 2) / focal, -(j - height / 2) / focal, -jnp.ones_like(i, jnp.float32)], -1)
    dirs = dirs @ cam_to_world[:3, :3].T
    t = jnp.linspace(2.0, 6.0, 8)
    pts = cam_to_world[:3, 3] + dirs[..., None, :] * t[:, None]
    return jnp.mean(field_fn(params, pts), axis=-2)
