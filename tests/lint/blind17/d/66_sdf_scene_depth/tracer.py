from functools import partial

import jax
import jax.numpy as jnp


def scene_sdf(p, spheres):
    d = jnp.full(p.shape[:-1], jnp.inf)
    for (x, y, z, r) in spheres:
        d = jnp.minimum(d, jnp.linalg.norm(p - jnp.array([x, y, z]), axis=-1) - r)
    return d


@partial(jax.jit, static_argnames=("spheres",))
def render_depth(dirs, light, spheres, n_march=32):
    t = jnp.zeros(dirs.shape[:-1])
    for _ in range(n_march):
        t = t + scene_sdf(t[..., None] * dirs, spheres)
    p = t[..., None] * dirs
    normal = jax.vmap(jax.grad(lambda q: scene_sdf(q[None], spheres)[0]))(p.reshape(-1, 3)).reshape(p.shape)
    shade = jnp.clip(jnp.sum(normal * light, axis=-1), 0.0, 1.0)
    return jnp.where(t < 10.0, shade, 0.0)


def camera_rays(res=16, fov=0.8):
    u = jnp.linspace(-fov, fov, res)
    X, Y = jnp.meshgrid(u, u)
    d = jnp.stack([X, Y, jnp.ones_like(X)], -1)
    return d / jnp.linalg.norm(d, axis=-1, keepdims=True)
