import jax
import jax.numpy as jnp
import numpy as np

from soil import from_survey

SURVEY = [
    {"site": "P1", "texture": "sandy_loam", "theta_s": 0.41, "ksat": 2.6},
    {"site": "P2", "texture": "clay_loam", "theta_s": 0.46, "ksat": 0.23},
    {"site": "P3", "texture": "silt_loam", "theta_s": 0.45, "ksat": 0.68},
    {"site": "P4", "texture": "sandy_loam", "theta_s": 0.40, "ksat": 3.1},
    {"site": "P5", "texture": "loam", "theta_s": 0.43, "ksat": 1.0},
]


@jax.jit
def drainage_curve(soil, theta0):
    def step(theta, _):
        k = soil.ksat * (theta / soil.theta_s) ** 11
        theta = jnp.maximum(theta - k / 300.0, 0.05)
        return theta, theta

    return jax.lax.scan(step, theta0, None, length=96)[1]


def main():
    for row in SURVEY:
        curve = drainage_curve(from_survey(row), jnp.float32(row["theta_s"]))
        print(f"{row['site']} ({row['texture']}): theta after 4 days {float(curve[-1]):.3f}")


if __name__ == "__main__":
    main()
