import jax
import jax.numpy as jnp


def initial_state(n):
    z = jnp.linspace(0, 1, n)
    return {"temp": (20 - 15 * z).astype(jnp.float32), "salt": (34 + 1.5 * z).astype(jnp.float32),
            "model_time": jnp.zeros((), jnp.float32), "step": jnp.zeros((), jnp.int32)}


@jax.jit
def column_step(state, surface_flux, dt):
    temp = state["temp"]
    kz = 1e-2
    lap = jnp.roll(temp, 1) - 2 * temp + jnp.roll(temp, -1)
    lap = lap.at[0].set(temp[1] - temp[0]).at[-1].set(temp[-2] - temp[-1])
    temp = temp + dt * kz * lap
    temp = temp.at[0].add(dt * surface_flux)
    return {"temp": temp, "salt": state["salt"], "model_time": state["model_time"] + dt, "step": state["step"] + 1}
