import jax
import jax.numpy as jnp


def init_state(n_cells):
    x = jnp.linspace(0, 1, n_cells)
    return {"tracer": jnp.exp(-((x - 0.3) / 0.05) ** 2).astype(jnp.float32), "time": jnp.zeros((), jnp.float32)}


@jax.jit
def advect_tracer(state, velocity, dt, dx):
    c = state["tracer"]
    courant = velocity * dt / dx
    # first-order upwind for positive velocity
    c_new = c - courant * (c - jnp.roll(c, 1))
    new = dict(state)
    new["tracer"] = c_new
    new["time"] = state["time"] + dt
    return new
