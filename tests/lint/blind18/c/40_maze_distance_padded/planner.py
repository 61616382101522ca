import jax
import jax.numpy as jnp

INF = 1e6


@jax.jit
def distance_map(walls, goal):
    h, w = walls.shape
    dist = jnp.full((h, w), INF).at[goal[0], goal[1]].set(0.0)

    def relax(_, d):
        up = jnp.pad(d, ((1, 0), (0, 0)), constant_values=INF)[:-1]
        down = jnp.pad(d, ((0, 1), (0, 0)), constant_values=INF)[1:]
        left = jnp.pad(d, ((0, 0), (1, 0)), constant_values=INF)[:, :-1]
        right = jnp.pad(d, ((0, 0), (0, 1)), constant_values=INF)[:, 1:]
        best = jnp.minimum(jnp.minimum(up, down), jnp.minimum(left, right)) + 1.0
        return jnp.where(walls > 0, INF, jnp.minimum(d, best))

    return jax.lax.fori_loop(0, h * w, relax, dist)
