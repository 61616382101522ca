import jax
import jax.numpy as jnp

H = 15
N_SAMPLES = 64
DT = 0.05
LAMBDA = 0.5


def dynamics(x, u):
    theta, omega = x
    return jnp.array([theta + DT * omega, omega + DT * (-9.81 * jnp.sin(theta) + u)])


def trajectory_cost(x0, u_seq):
    def f(x, u):
        x = dynamics(x, u)
        return x, (1 - jnp.cos(x[0])) ** 2 + 0.1 * x[1] ** 2 + 0.01 * u ** 2
    _, c = jax.lax.scan(f, x0, u_seq)
    return jnp.sum(c)


@jax.jit
def mppi_step(key, x0, u_nominal):
    key, sub = jax.random.split(key)
    noise = 0.8 * jax.random.normal(sub, (N_SAMPLES, H))
    costs = jax.vmap(trajectory_cost, in_axes=(None, 0))(x0, u_nominal + noise)
    w = jax.nn.softmax(-(costs - costs.min()) / LAMBDA)
    return key, u_nominal + w @ noise
