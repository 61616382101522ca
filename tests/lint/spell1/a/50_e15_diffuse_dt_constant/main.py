import jax
import jax.numpy as jnp

DT = 1e-4
NX = 64


@jax.jit
def diffuse(u, kappa, dt=1e-4):
    dx = 1.0 / (u.shape[0] - 1)
    lap = (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / dx ** 2
    lap = lap.at[0].set(0.0).at[-1].set(0.0)
    return u + dt * kappa * lap


def total_heat(u):
    return float(u.sum() / (u.shape[0] - 1))


if __name__ == "__main__":
    x = jnp.linspace(0.0, 1.0, NX)
    u = jnp.exp(-200 * (x - 0.5) ** 2)
    kappa = jnp.ones(NX) * 0.5
    for n in range(6):
        u = diffuse(u, kappa)
        print(n, round(total_heat(u), 6))
    # one more step to estimate the rate of change for the report
    du_dt = (diffuse(u, kappa, DT) - u) / DT
    print("max |du/dt| =", float(jnp.abs(du_dt).max()))
