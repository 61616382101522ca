import jax
import jax.numpy as jnp

from likelihood import newton_step, weibull_nll

START = jnp.zeros(2)


def main():
    key = jax.random.PRNGKey(0)
    t = 2.0 * jax.random.weibull_min(key, 1.0, 1.7, (300,))
    params = START
    for it in range(8):
        params = newton_step(params, t)
    k, lam = jnp.exp(params)
    print(f"k={float(k):.3f} lambda={float(lam):.3f} nll={float(weibull_nll(params, t)):.2f}")


if __name__ == "__main__":
    main()
