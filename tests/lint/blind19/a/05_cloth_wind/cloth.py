from functools import partial

import jax
import jax.numpy as jnp


def make_grid(n, spacing):
    xs = jnp.arange(n) * spacing
    x, z = jnp.meshgrid(xs, xs, indexing="ij")
    return jnp.stack([x.ravel(), jnp.zeros(n * n), z.ravel()], axis=1)


def grid_springs(n):
    edges = []
    for i in range(n):
        for j in range(n):
            k = i * n + j
            if j + 1 < n:
                edges.append((k, k + 1))
            if i + 1 < n:
                edges.append((k, k + n))
    return jnp.array(edges, dtype=jnp.int32)


@partial(jax.jit, static_argnums=(5,))
def advance(pos, prev, springs, rest, pinned, substeps, dt, wind):
    h = dt / substeps

    def body(_, carry):
        x, xp = carry
        acc = jnp.array([0.0, -9.8, 0.0]) + wind
        xn = x + (x - xp) * 0.99 + acc * h * h
        d = xn[springs[:, 1]] - xn[springs[:, 0]]
        length = jnp.linalg.norm(d, axis=1, keepdims=True) + 1e-8
        corr = 0.5 * (length - rest[:, None]) * d / length
        xn = xn.at[springs[:, 0]].add(corr).at[springs[:, 1]].add(-corr)
        xn = jnp.where(pinned[:, None], x, xn)
        return xn, x

    return jax.lax.fori_loop(0, substeps, body, (pos, prev))
