import jax.numpy as jnp


def herd_fertility_metrics(calving_interval_days, services_per_conception, pregnant_by_100d):
    return {
        "mean_ci": jnp.mean(calving_interval_days),
        "spc": jnp.mean(services_per_conception),
        "pr100": jnp.mean(pregnant_by_100d),
        "ci_over_400": jnp.mean(calving_interval_days > 400),
    }
