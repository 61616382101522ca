import jax
import jax.numpy as jnp

from observer import FIRObserver, estimate

WINDOW = 6


def main():
    obs = FIRObserver(WINDOW, jax.random.PRNGKey(0))
    buffer = jnp.zeros(WINDOW, dtype=jnp.float32)
    x = 0.0
    for t in range(12):
        d_true = 0.3 * jnp.sin(0.4 * t)
        u = -0.5 * x
        x_pred = 0.9 * x + 0.1 * u
        x = x_pred + 0.1 * d_true
        buffer = jnp.roll(buffer, -1).at[-1].set(x - x_pred)
        d_hat = estimate(obs, buffer)
    print(float(d_hat))


if __name__ == "__main__":
    main()
