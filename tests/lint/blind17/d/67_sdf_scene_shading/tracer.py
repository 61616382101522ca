import jax
import jax.numpy as jnp


def scene_sdf(p, spheres):
    centers, radii = spheres[:, :3], spheres[:, 3]
    d = jnp.linalg.norm(p[..., None, :] - centers, axis=-1) - radii
    return jnp.min(d, axis=-1)


@jax.jit
def render_depth(dirs, light, spheres, n_march=32):
    t = jnp.zeros(dirs.shape[:-1])
    t = jax.lax.fori_loop(0, n_march, lambda _, t: t + scene_sdf(t[..., None] * dirs, spheres), t)
    p = t[..., None] * dirs
    normal = jax.vmap(jax.grad(lambda q: scene_sdf(q[None], spheres)[0]))(p.reshape(-1, 3)).reshape(p.shape)
    shade = jnp.clip(jnp.sum(normal * light, axis=-1), 0.0, 1.0)
    return jnp.where(t < 10.0, shade, 0.0)


def camera_rays(res=16, fov=0.8):
    u = jnp.linspace(-fov, fov, res)
    X, Y = jnp.meshgrid(u, u)
    d = jnp.stack([X, Y, jnp.ones_like(X)], -1)
    return d / jnp.linalg.norm(d, axis=-1, keepdims=True)
