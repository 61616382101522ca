import jax.numpy as jnp

SCHEDULE = {
    "school_closure": (10, 30, 0.25),
    "mask_mandate": (20, 60, 0.15),
    "lockdown": (35, 50, 0.5),
}


def active_measures(day):
    """Contact reduction of every measure on a given day (0.0 when not in force)."""
    return {
        name: jnp.asarray(reduction if start <= day < end else 0.0)
        for name, (start, end, reduction) in SCHEDULE.items()
    }
