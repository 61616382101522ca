import jax.numpy as jnp
import numpy as np


def hospital_census(seed):
    rng = np.random.default_rng(seed)
    t = np.arange(45)
    return 80 * np.exp(-0.5 * ((t - 20) / 8.0) ** 2) + rng.normal(0, 2, t.size)


def dashboard_feed(seed):
    """Census pulled through the dashboard pipeline (already device arrays)."""
    return jnp.asarray(hospital_census(seed), dtype=jnp.float32)


def all_sites():
    return {"site_a": hospital_census(0), "site_b": dashboard_feed(1),
            "site_c": hospital_census(2), "site_d": dashboard_feed(3)}
