import jax.numpy as jnp

from ocean_box import solve_box


def hosing_experiment(eta2_values, years_per_run):
    results = []
    for eta2, years in zip(eta2_values, years_per_run):
        ts = jnp.arange(1.0, years + 1.0)
        ys = solve_box(jnp.array([1.0, 0.5]), (3.0, eta2, 0.3), ts)
        results.append(float(ys[-1, 0] - ys[-1, 1]))
    return results
