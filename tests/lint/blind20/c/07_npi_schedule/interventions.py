import jax.numpy as jnp

SCHEDULE = {
    "school_closure": (10, 30, 0.25),
    "mask_mandate": (20, 60, 0.15),
    "lockdown": (35, 50, 0.5),
}


def active_measures(day):
    """Contact reductions of the measures in force on a given day."""
    measures = {}
    for name, (start, end, reduction) in SCHEDULE.items():
        if start <= day < end:
            measures[name] = jnp.asarray(reduction)
    return measures
