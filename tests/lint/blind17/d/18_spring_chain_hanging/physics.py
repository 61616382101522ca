import jax
import jax.numpy as jnp


def spring_forces(x, k, rest):
    d = x[1:] - x[:-1]
    length = jnp.linalg.norm(d, axis=-1, keepdims=True)
    f = k * (length - rest) * d / length
    forces = jnp.zeros_like(x)
    forces = forces.at[:-1].add(f).at[1:].add(-f)
    forces = forces.at[0].set(0.0)
    return forces + jnp.array([0.0, -9.81])


@jax.jit
def verlet_step(state, params, dt):
    x = state["x"]
    if "x_prev" in state:
        x_prev = state["x_prev"]
    else:
        x_prev = x - state["v"] * dt
    a = spring_forces(x, params["k"], params["rest"])
    x_new = 2 * x - x_prev + a * dt ** 2
    x_new = x_new.at[0].set(x[0])
    v = (x_new - x_prev) / (2 * dt)
    return {"x": x_new, "v": v, "x_prev": x}
