import jax.numpy as jnp

from plume import rise_height

ERUPTIONS = [
    {"name": "strombolian", "flux": 0.2, "n2": 1.2e-4, "max_steps": 4096},
    {"name": "vulcanian", "flux": 1.0, "n2": 1.0e-4, "max_steps": 8192},
    {"name": "subplinian", "flux": 4.0, "n2": 1.0e-4, "max_steps": 16384},
    {"name": "plinian", "flux": 10.0, "n2": 0.9e-4, "max_steps": 16384},
]
for e in ERUPTIONS:
    y0 = jnp.array([e["flux"], e["flux"] * 2.0, e["flux"] * 0.5])
    h = rise_height(y0, jnp.float32(e["n2"] * 1e4), max_steps=e["max_steps"])
    print(e["name"], float(h))
