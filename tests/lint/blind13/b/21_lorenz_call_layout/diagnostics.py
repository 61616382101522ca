import jax.numpy as jnp

from dynamics import RHO, rk4_step


def finite_time_lyapunov(y, dt, n_steps, eps=1e-6):
    y_pert = y + jnp.array([eps, 0.0, 0.0])
    log_growth = 0.0
    for _ in range(n_steps):
        y = rk4_step(y, dt=dt)
        y_pert = rk4_step(y_pert, dt=dt)
        d = jnp.linalg.norm(y_pert - y)
        log_growth += float(jnp.log(d / eps))
        y_pert = y + eps * (y_pert - y) / d
    return log_growth / (n_steps * dt)


def sensitivity_to_rho(y, dt, n_steps, drho=0.5):
    y_a, y_b = y, y
    for _ in range(n_steps):
        y_a = rk4_step(y_a, dt, rho=RHO)
        y_b = rk4_step(y_b, dt, rho=RHO + drho)
    return float(jnp.linalg.norm(y_b - y_a))
