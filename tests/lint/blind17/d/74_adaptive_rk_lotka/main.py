import jax.numpy as jnp

from integrator import heun_euler_step


def integrate(y0, theta, t_end=2.0, max_steps=12):
    y = y0
    t = jnp.asarray(0.0)
    dt = jnp.asarray(0.1)
    for _ in range(max_steps):
        y, t, dt = heun_euler_step(y, t, dt, theta)
        if float(t) >= t_end:
            break
    return y, t


if __name__ == "__main__":
    theta = jnp.array([1.1, 0.4, 0.4, 0.1])
    y, t = integrate(jnp.array([10.0, 5.0]), theta)
    print(float(t), y)
