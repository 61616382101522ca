import numpy as np
import jax
import jax.numpy as jnp

from blend import blend_profile

LOTS = ["Cab Sauv block 2", "Merlot block 7", "Cab Franc", "Petit Verdot"]
# alcohol %, TA g/L, pH, total phenolics (AU)
ANALYSES = np.array([[14.2, 5.9, 3.62, 62.0],
                     [14.8, 5.1, 3.75, 48.0],
                     [13.6, 6.3, 3.55, 51.0],
                     [14.0, 6.8, 3.49, 75.0]], np.float32)

TRIALS = {
    "trial A": [0.60, 0.25, 0.10, 0.05],
    "trial B": [0.50, 0.30, 0.15, 0.05],
    "trial C": [0.70, 0.10, 0.10, 0.10],
    "trial D": [0.55, 0.20, 0.20, 0.05],
}


def main():
    comps = jnp.asarray(ANALYSES)
    for name, frac in TRIALS.items():
        blend = jax.jit(blend_profile)
        prof = np.asarray(blend(jnp.asarray(frac, jnp.float32), comps))
        print(f"{name}: ABV {prof[0]:.2f}  TA {prof[1]:.2f}  pH {prof[2]:.2f}  TP {prof[3]:.1f}")


if __name__ == "__main__":
    main()
