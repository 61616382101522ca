import jax
import jax.numpy as jnp
import numpy as np

BETA = jnp.array([0.000215, 0.001424, 0.001274, 0.002568, 0.000748, 0.000273])
LAM = jnp.array([0.0124, 0.0305, 0.111, 0.301, 1.14, 3.01])
GEN_TIME = 2.0e-5


def rhs(y, rho):
    n, c = y[0], y[1:]
    beta = BETA.sum()
    dn = (rho - beta) / GEN_TIME * n + jnp.dot(LAM, c)
    dc = BETA / GEN_TIME * n - LAM * c
    return jnp.concatenate([dn[None], dc])


def integrate(y0, rho, dt, n_steps):
    def body(y, _):
        k1 = rhs(y, rho)
        k2 = rhs(y + 0.5 * dt * k1, rho)
        k3 = rhs(y + 0.5 * dt * k2, rho)
        k4 = rhs(y + dt * k3, rho)
        y = y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y, y[0]
    _, power = jax.lax.scan(body, y0, None, length=n_steps)
    return power


simulate = jax.jit(integrate, static_argnums=(3,))


def equilibrium_state(n0=1.0):
    c0 = BETA / (LAM * GEN_TIME) * n0
    return jnp.concatenate([jnp.array([n0]), c0])


if __name__ == "__main__":
    y0 = equilibrium_state()
    dt = 1.0e-4
    for rho_pcm, t_end in [(50, 0.2), (100, 0.2), (150, 0.3), (200, 0.3)]:
        n_steps = int(round(t_end / dt))
        power = simulate(y0, rho_pcm * 1e-5, dt, n_steps)
        print(f"rho={rho_pcm} pcm  P(t_end)/P0 = {float(power[-1]):.4f}")
