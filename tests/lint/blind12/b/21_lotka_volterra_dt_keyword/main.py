import jax.numpy as jnp

from dynamics import simulate
from fit import gradient_descent

TRUE_PARAMS = jnp.array([1.1, 0.4, 0.1, 0.4])
Y0 = jnp.array([10.0, 5.0])

if __name__ == "__main__":
    observed = simulate(Y0, TRUE_PARAMS)
    params = jnp.array([1.0, 0.5, 0.12, 0.35])
    for round_ in range(4):
        params, value = gradient_descent(params, Y0, observed)
        fitted = simulate(Y0, params, dt=0.05)
        print(f"round {round_}: loss {float(value):.4f} final prey {float(fitted[-1, 0]):.3f}")
