import jax.numpy as jnp


def cartpole_step(s, a):
    x, xd, th, thd = s[0], s[1], s[2], s[3]
    thdd = 9.8 * jnp.sin(th) - a * jnp.cos(th)
    return jnp.stack([x + 0.02 * xd, xd + 0.02 * a, th + 0.02 * thd, thd + 0.02 * thdd])


def pendulum_step(s, a):
    th, thd = s[0], s[1]
    thd = thd + 0.05 * (-9.8 * jnp.sin(th) + a)
    return jnp.stack([th + 0.05 * thd, thd])


DYNAMICS = {"cartpole": cartpole_step, "pendulum": pendulum_step}
