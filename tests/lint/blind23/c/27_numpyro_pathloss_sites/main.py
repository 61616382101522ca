import jax.numpy as jnp
from drive_test import load_sites
from model import map_step

for name, log_d, rssi in load_sites(5):
    theta = jnp.array([-40.0, 3.0, 1.5])
    for _ in range(40):
        theta = map_step(theta, log_d, rssi, 0.05)
    print(name, len(rssi), [round(float(v), 2) for v in theta])
