import jax
import jax.numpy as jnp

from fit import levenberg_marquardt
from lm import damped_oscillator


def main():
    t = jnp.linspace(0.0, 6.0, 80)
    true = jnp.array([1.5, 0.4, 3.0, 0.3])
    y = damped_oscillator(true, t) + 0.02 * jax.random.normal(jax.random.PRNGKey(0), t.shape)
    theta = levenberg_marquardt(jnp.array([1.0, 0.2, 2.9, 0.0]), t, y)
    print("fit:", [round(float(v), 3) for v in theta])


if __name__ == "__main__":
    main()
