import jax.numpy as jnp


def cartpole(x, u, dt=0.02):
    pos, vel, th, om = x
    acc = u[0] - 0.1 * vel
    alpha = 9.81 * jnp.sin(th) - acc * jnp.cos(th)
    return jnp.array([pos + dt * vel, vel + dt * acc, th + dt * om, om + dt * alpha])
