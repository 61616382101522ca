import numpy as np
import jax
import jax.numpy as jnp

TENORS = np.array([1, 2, 5, 10, 20, 30], dtype=np.float64)
SPOT = np.array([0.030, 0.029, 0.028, 0.029, 0.031, 0.032])


def discount_rate(duration, override=None):
    r = override if override is not None else np.interp(duration, TENORS, SPOT)
    return jnp.float32(r)


@jax.jit
def whole_life_apv(qx, rate, sum_assured):
    t = jnp.arange(qx.shape[0], dtype=jnp.float32)
    surv = jnp.concatenate([jnp.ones(1), jnp.cumprod(1.0 - qx)[:-1]])
    return sum_assured * jnp.sum(surv * qx * (1.0 + rate) ** (-(t + 1.0)))


def main():
    cases = [(40, None), (55, 0.02), (35, None), (60, 0.02), (48, None)]
    for age, override in cases:
        ages = np.arange(age, age + 60)
        qx = jnp.asarray(np.minimum(8e-5 * np.exp(0.09 * (ages - 25)), 1.0), jnp.float32)
        rate = discount_rate(0.4 * (90 - age), override)
        apv = whole_life_apv(qx, rate, 250000.0)
        print(age, override, round(float(apv), 0))


if __name__ == "__main__":
    main()
