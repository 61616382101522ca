import numpy as np
import jax.numpy as jnp
from dosing import meloxicam_plasma

t = jnp.linspace(0.0, 72.0, 25)
patients = [
    {"id": "steer 14", "dose": 0.5},
    {"id": "cow 221 (hepatic lipidosis)", "dose": 0.5, "half_life": 20.0},
    {"id": "calf 3", "dose": 0.5},
    {"id": "cow 87", "dose": 0.5, "half_life": 12.0},
]
for p in patients:
    if "half_life" in p:
        conc = meloxicam_plasma(jnp.float32(p["dose"]), t, half_life_h=p["half_life"])
    else:
        conc = meloxicam_plasma(jnp.float32(p["dose"]), t)
    print(f"{p['id']:28s} C(24h) = {float(conc[8]):.3f} ug/mL")
