import jax.numpy as jnp

HERDS = [
    {"name": "Holstein unit", "size": 320, "pi_animals": 2, "beta": 0.45},
    {"name": "suckler herd", "size": 85.0, "pi_animals": 1, "beta": 0.3},
    {"name": "heifer rearing", "size": 140, "pi_animals": 3, "beta": 0.6},
]


def as_inputs(herd):
    n = jnp.asarray(herd["size"], dtype=jnp.float32)
    i0 = jnp.asarray(herd["pi_animals"], dtype=jnp.float32)
    y0 = jnp.stack([n - i0, jnp.zeros_like(n), i0, jnp.zeros_like(n)])
    params = tuple(jnp.asarray(v, dtype=jnp.float32) for v in (herd["beta"], 1 / 7, 1 / 14, herd["size"]))
    return y0, params
