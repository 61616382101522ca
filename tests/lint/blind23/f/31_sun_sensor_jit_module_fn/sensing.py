import jax
import jax.numpy as jnp

# normals of the six coarse sun sensor heads (body frame)
NORMALS = jnp.array([[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]], jnp.float32)


def sun_vector(currents):
    # least-squares sun direction from cosine-law photodiode currents
    lit = currents > 0.05
    A = NORMALS * lit[:, None]
    s = jnp.linalg.solve(A.T @ A + 1e-6 * jnp.eye(3), A.T @ currents)
    return s / jnp.linalg.norm(s)


def estimate(currents):
    solver = jax.jit(sun_vector)
    return solver(currents)
