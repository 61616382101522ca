import jax.numpy as jnp

from config import SIM
from sim import spring_mass_stance

contacts = {"R1": 0.212, "R2": 0.188, "R3": 0.245, "R4": 0.199}
stiffness = {"R1": 21000.0, "R2": 24000.0, "R3": 18000.0, "R4": 22500.0}
for runner, tc in contacts.items():
    f = spring_mass_stance(jnp.array(stiffness[runner]), jnp.array(SIM["body_mass"]),
                           n_steps=SIM["horizon_steps"], dt=SIM["dt"])
    t = jnp.arange(SIM["horizon_steps"]) * SIM["dt"]
    f = jnp.where(t < tc, f, 0.0)
    print(runner, "peak vGRF (BW):", round(float(f.max() / (SIM["body_mass"] * 9.81)), 2))
