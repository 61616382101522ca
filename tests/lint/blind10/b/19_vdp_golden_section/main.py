import jax.numpy as jnp

from calibrate import golden_section, trajectory_misfit
from ode import integrate

Y0 = jnp.array([2.0, 0.0])


def synthetic_observation(mu_true=1.3):
    return integrate(Y0, mu_true)[:, 0]


if __name__ == "__main__":
    observed = synthetic_observation()
    mu_hat = golden_section(lambda m: trajectory_misfit(m, Y0, observed), 0.5, 2.5, n_iters=5)
    print(f"estimated mu = {mu_hat:.3f}")
    for mu in (0.5, 1.0, mu_hat):
        ys = integrate(Y0, mu)
        print(f"mu={mu:.2f} x(T)={float(ys[-1, 0]):+.3f}")
