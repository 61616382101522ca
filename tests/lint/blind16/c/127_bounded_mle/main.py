import jax
import jax.numpy as jnp

from projected import projected_step


def main():
    key = jax.random.PRNGKey(0)
    t = jnp.linspace(0, 5, 100)
    y = 2.0 * jnp.exp(-0.8 * t) + 0.1 + 0.02 * jax.random.normal(key, (100,))
    lower = jnp.array([0.0, 0.0, 0.0])
    upper = jnp.array([5.0, 3.0, 1.0])
    theta = jnp.array([1.0, 0.1, 0.0])
    active = jnp.zeros(3, dtype=bool)
    for it in range(15):
        theta, active = projected_step(theta, active, t, y, lower, upper)
    print("theta", jnp.round(theta, 3), "active", active)


if __name__ == "__main__":
    main()
