import jax
import jax.numpy as jnp
import numpy as np
import numpyro.distributions as dist


@jax.jit
def gamma_wet_day_loglik(log_shape, log_rate, amounts):
    d = dist.Gamma(jnp.exp(log_shape), jnp.exp(log_rate))
    return d.log_prob(amounts).sum()


@jax.jit
def gamma_grad(log_shape, log_rate, amounts):
    return jax.grad(lambda a, b: -gamma_wet_day_loglik(a, b, amounts), argnums=(0, 1))(log_shape, log_rate)


def main():
    rng = np.random.default_rng(40)
    daily = rng.gamma(0.8, 6.0, size=(6, 30)) * (rng.random((6, 30)) < 0.4)
    daily = daily.astype(np.float32)
    for month in range(6):
        wet = daily[month][daily[month] > 0.1]
        a, b = jnp.float32(0.0), jnp.float32(0.0)
        for _ in range(40):
            ga, gb = gamma_grad(a, b, wet)
            a, b = a - 0.01 * ga, b - 0.01 * gb
        ll = gamma_wet_day_loglik(a, b, wet)
        print(f"month {month}: {wet.size} wet days, shape {float(jnp.exp(a)):.2f}, loglik {float(ll):.1f}")


if __name__ == "__main__":
    main()
