import jax
import jax.numpy as jnp


def cartpole_dynamics(s, force, dt=0.02):
    x, x_dot, th, th_dot = s
    g, mc, mp, l = 9.8, 1.0, 0.1, 0.5
    sin, cos = jnp.sin(th), jnp.cos(th)
    temp = (force + mp * l * th_dot ** 2 * sin) / (mc + mp)
    th_acc = (g * sin - cos * temp) / (l * (4.0 / 3.0 - mp * cos ** 2 / (mc + mp)))
    x_acc = temp - mp * l * th_acc * cos / (mc + mp)
    return jnp.stack([x + dt * x_dot, x_dot + dt * x_acc, th + dt * th_dot, th_dot + dt * th_acc])


def rollout_cost(policy, s0, key, horizon=40, noise=0.05):
    noise_seq = noise * jax.random.normal(key, (horizon, 4))

    def step(s, eps):
        s = cartpole_dynamics(s, 10.0 * jnp.tanh(policy(s)[0])) + eps
        return s, s[2] ** 2 + 0.1 * s[0] ** 2

    _, costs = jax.lax.scan(step, s0, noise_seq)
    return jnp.mean(costs)
