import jax.numpy as jnp

MEASURES = [
    # name, start day, end day, transmission reduction
    ("hand_hygiene", 5, 90, 0.05),
    ("distancing", 15, 70, 0.20),
    ("school_closure", 25, 45, 0.30),
    ("curfew", 30, 40, 0.25),
]


def active_reductions(day):
    return jnp.array([red if start <= day < end else 0.0 for _, start, end, red in MEASURES],
                     dtype=jnp.float32)
