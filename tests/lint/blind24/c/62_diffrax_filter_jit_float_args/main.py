import jax.numpy as jnp
from model import skills_trajectory

PROGRAMS = [
    {"name": "bootcamp", "learn_rate": 0.35, "decay": 0.02, "inflow": 10.0},
    {"name": "mentoring", "learn_rate": 0.15, "decay": 0.01, "inflow": 6.0},
    {"name": "self_paced", "learn_rate": 0.08, "decay": 0.03, "inflow": 12.0},
]
y0 = jnp.array([20.0, 5.0])
for p in PROGRAMS:
    ys = skills_trajectory(y0, (p["learn_rate"], p["decay"], p["inflow"]))
    print(p["name"], "proficient at 24m:", round(float(ys[-1, 0]), 1))
