import jax.numpy as jnp

from calibrate import coordinate_search, voltage_misfit
from ode import simulate

Y0 = jnp.array([-1.0, 1.0])
TRUE_PARAMS = jnp.array([0.7, 0.8, 12.5])


if __name__ == "__main__":
    observed = simulate(Y0, TRUE_PARAMS)
    params, err = coordinate_search(lambda p: voltage_misfit(p, Y0, observed),
                                    [0.6, 0.9, 11.0], step=0.2, n_rounds=2)
    print("calibrated:", [round(p, 3) for p in params], "misfit", round(err, 5))
    final = simulate(Y0, jnp.asarray(params, dtype=jnp.float32))
    print("final v(T):", float(final[-1]))
