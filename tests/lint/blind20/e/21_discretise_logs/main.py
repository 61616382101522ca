import jax
import jax.numpy as jnp

from data import make_log, sample_period


@jax.jit
def fit_rate(theta, x, u, dt):
    def loss(theta):
        a, b = theta
        xdot = (x[1:] - x[:-1]) / dt
        return jnp.mean((xdot - (a * x[:-1] + b * u[:-1])) ** 2)
    return theta - 1e-3 * jax.grad(loss)(theta)


def main():
    logs = [make_log(i, with_timestamps=(i % 3 != 0)) for i in range(6)]
    theta = jnp.array([0.0, 0.5])
    for sweep in range(3):
        for log in logs:
            theta = fit_rate(theta, log["x"], log["u"], sample_period(log))
    print(theta)


if __name__ == "__main__":
    main()
