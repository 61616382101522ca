import numpy as np
import jax
import jax.numpy as jnp

SETPOINTS = jnp.array([180.0, 160.0, 140.0, 95.0])  # spray dryer: inlet, chamber, outlet, fluid bed


@jax.jit
def deviation(setpoints, zone, reading):
    return reading - setpoints[zone]


def main():
    rng = np.random.default_rng(3)
    for cycle in range(3):
        readings = np.asarray(SETPOINTS) + rng.normal(scale=2.0, size=4)
        worst = int(np.argmax(np.abs(readings - np.asarray(SETPOINTS))))
        print(f"cycle {cycle}: worst zone {worst} dev {float(deviation(SETPOINTS, worst, float(readings[worst]))):+.2f}")
        for z in range(4):
            d = deviation(SETPOINTS, z, float(readings[z]))
            print(f"  zone {z}: {float(d):+.2f} C")


if __name__ == "__main__":
    main()
