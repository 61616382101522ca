import jax.numpy as jnp
import numpy as np

from lens import LensHeatingModel


def exposure_log(n_wafers=12, seed=3):
    rng = np.random.default_rng(seed)
    for w in range(n_wafers):
        transmission = rng.uniform(0.2, 0.6)  # reticle clear fraction
        dose = 30.0
        yield w, np.float32(transmission * dose), np.float32(55.0)


def main():
    lh = LensHeatingModel()
    state = jnp.zeros(2)
    for w, power, dt in exposure_log():
        state, z4 = lh.predictor(state, power, dt)
        print(f"wafer {w}: predicted focus drift {float(z4) * 1e3:.2f} nm")


if __name__ == "__main__":
    main()
