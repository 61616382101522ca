import numpy as np
import jax.numpy as jnp

from scenarios import label_claim_check, logger_replay


def main():
    c0 = jnp.float32(450.0)  # mg/L
    spec = {"storage_c": 4.0}
    claim = label_claim_check(c0, spec)
    print("at 4 C, day 42:", round(float(claim[-1]), 1), "mg/L")
    temps = np.array([3.5, 6.0, 9.5], dtype=np.float32)  # data-logger means from three retailers
    for t, curve in zip(temps, logger_replay(c0, temps)):
        print(f"{t:.1f} C: day 42 -> {float(curve[-1]):.1f} mg/L")


if __name__ == "__main__":
    main()
