import jax.numpy as jnp

DT = 0.05


def cartpole_step(state, force):
    x, x_dot, th, th_dot = state
    g, mc, mp, l = 9.8, 1.0, 0.1, 0.5
    total = mc + mp
    temp = (force + mp * l * th_dot ** 2 * jnp.sin(th)) / total
    th_acc = (g * jnp.sin(th) - jnp.cos(th) * temp) / (
        l * (4.0 / 3.0 - mp * jnp.cos(th) ** 2 / total))
    x_acc = temp - mp * l * th_acc * jnp.cos(th) / total
    new = jnp.stack([x + DT * x_dot, x_dot + DT * x_acc, th + DT * th_dot, th_dot + DT * th_acc])
    reward = 1.0 - th ** 2 - 0.01 * x ** 2
    return new, reward
