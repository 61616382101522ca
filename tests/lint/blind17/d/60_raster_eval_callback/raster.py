import jax
import jax.numpy as jnp


def soft_rasterize(vertices, colors, pixels, sharpness=40.0):
    """Soft rasterisation of triangles: each pixel blends triangles by a sigmoid of signed edge distance."""
    def tri_coverage(tri):
        a, b, c = tri
        def edge(p, q):
            n = jnp.array([q[1] - p[1], p[0] - q[0]])
            n = n / (jnp.linalg.norm(n) + 1e-8)
            return (pixels - p) @ n
        d = jnp.minimum(jnp.minimum(edge(a, b), edge(b, c)), edge(c, a))
        return jax.nn.sigmoid(sharpness * d)

    cov = jax.vmap(tri_coverage)(vertices)  # (T, P)
    weights = cov / (jnp.sum(cov, axis=0, keepdims=True) + 1e-3)
    return weights.T @ colors


def pixel_grid(res):
    xs = jnp.linspace(0.0, 1.0, res)
    return jnp.stack(jnp.meshgrid(xs, xs, indexing="xy"), -1).reshape(-1, 2)
