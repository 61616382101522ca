import jax.numpy as jnp

from integrators import step


def pendulum(x, u):
    theta, omega = x[0], x[1]
    return jnp.array([omega, -9.81 * jnp.sin(theta) - 0.1 * omega + u])


def lqr_like_policy(x):
    return -4.0 * x[0] - 1.2 * x[1]


def main():
    x = jnp.array([0.6, 0.0])
    for t in range(12):
        u = lqr_like_policy(x)
        x = step(pendulum, x, u, 0.02)
    print(x)


if __name__ == "__main__":
    main()
