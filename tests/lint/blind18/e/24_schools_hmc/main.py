import jax
import jax.numpy as jnp

from model import EightSchools

Y = [28.0, 8.0, -3.0, 7.0, -1.0, 1.0, 18.0, 12.0]
SIGMA = [15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0]


def leapfrog(model, theta, p, eps, n_steps):
    _, g = model.grad_log_density(theta)
    for _ in range(n_steps):
        p = p + 0.5 * eps * g
        theta = theta + eps * p
        _, g = model.grad_log_density(theta)
        p = p + 0.5 * eps * g
    return theta, p


def main():
    model = EightSchools(Y, SIGMA)
    key = jax.random.PRNGKey(0)
    theta = jnp.zeros(10, dtype=jnp.float32)
    for it in range(3):
        key, k1, k2 = jax.random.split(key, 3)
        p0 = jax.random.normal(k1, theta.shape)
        lp0, _ = model.grad_log_density(theta)
        prop, p1 = leapfrog(model, theta, p0, 0.1, 4)
        lp1, _ = model.grad_log_density(prop)
        log_ratio = lp1 - 0.5 * jnp.sum(p1 ** 2) - (lp0 - 0.5 * jnp.sum(p0 ** 2))
        theta = jnp.where(jnp.log(jax.random.uniform(k2)) < log_ratio, prop, theta)
    print("theta", theta[:2])


if __name__ == "__main__":
    main()
