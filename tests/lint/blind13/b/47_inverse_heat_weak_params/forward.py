import jax
import jax.numpy as jnp

NX = 40
DX = 1.0 / NX
DT = 2e-4
N_T = 40


def heat_solve(log_k, source_amp, u0):
    k = jnp.exp(log_k)
    x = (jnp.arange(NX) + 0.5) * DX
    src = source_amp * jnp.exp(-50 * (x - 0.3) ** 2)

    def step(u, _):
        up = jnp.pad(u, 1)
        lap = (up[2:] - 2 * u + up[:-2]) / DX ** 2
        u = u + DT * (k * lap + src)
        return u, u[NX * 3 // 4]

    _, sensor = jax.lax.scan(step, u0, None, length=N_T)
    return sensor
