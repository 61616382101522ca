import jax
import jax.numpy as jnp


def init_state(nx, ny):
    x, y = jnp.meshgrid(jnp.linspace(0, 1, nx), jnp.linspace(0, 1, ny))
    psi = jnp.sin(jnp.pi * x) * jnp.sin(jnp.pi * y) * 0.01
    return {"psi": psi.astype(jnp.float32), "zeta": jnp.zeros((ny, nx), jnp.float32), "t": jnp.zeros((), jnp.float32)}


@jax.jit
def stommel_step(state, wind_curl, dt):
    # Stommel barotropic vorticity: d(zeta)/dt = curl(tau) - beta v - r zeta
    psi, zeta = state["psi"], state["zeta"]
    v = (jnp.roll(psi, -1, 1) - jnp.roll(psi, 1, 1)) / 2
    zeta = zeta + dt * (wind_curl - 0.5 * v - 0.05 * zeta)
    for _ in range(20):
        psi = 0.25 * (jnp.roll(psi, 1, 0) + jnp.roll(psi, -1, 0) + jnp.roll(psi, 1, 1) + jnp.roll(psi, -1, 1) - zeta)
        psi = psi.at[0].set(0).at[-1].set(0).at[:, 0].set(0).at[:, -1].set(0)
    return {"psi": psi, "zeta": zeta, "t": state["t"] + dt}
