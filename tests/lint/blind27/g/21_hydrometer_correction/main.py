import jax
import jax.numpy as jnp

from hydrometer import reading_temperature


@jax.jit
def temp_corrected_sg(sg, temp_c):
    # standard hydrometer correction, calibrated at 20 C
    tf = temp_c * 9.0 / 5.0 + 32.0
    num = 1.00130346 - 1.34722124e-4 * tf + 2.04052596e-6 * tf ** 2 - 2.32820948e-9 * tf ** 3
    ref = 1.00130346 - 1.34722124e-4 * 68.0 + 2.04052596e-6 * 68.0 ** 2 - 2.32820948e-9 * 68.0 ** 3
    return sg * num / ref


SAMPLES = [
    {"tank": "R1", "sg": 1.046, "temps": [22.1, 22.4, 22.3]},
    {"tank": "R2", "sg": 1.012},
    {"tank": "W1", "sg": 1.071, "temps": [14.8, 15.1]},
    {"tank": "W2", "sg": 1.064},
    {"tank": "W3", "sg": 1.058, "temps": [16.0]},
]


def main():
    for s in SAMPLES:
        t = reading_temperature(s)
        sg = temp_corrected_sg(jnp.float32(s["sg"]), t)
        print(f"{s['tank']}: corrected SG {float(sg):.4f} at {t:.1f} C")


if __name__ == "__main__":
    main()
