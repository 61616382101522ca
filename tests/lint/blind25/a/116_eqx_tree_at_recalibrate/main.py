import jax.numpy as jnp
import numpy as np

from model import NitrogenSensorModel, recalibrate, sufficiency_index


def main():
    rng = np.random.default_rng(6)
    model = NitrogenSensorModel(jnp.float32(3.1), jnp.float32(0.2), wavelengths=(720, 790))
    for pass_id in range(6):
        canopy = rng.uniform(0.2, 0.5, (40, 2)).astype(np.float32)
        ref = rng.uniform(0.25, 0.5, (10, 2)).astype(np.float32)
        si = sufficiency_index(model, canopy, ref)
        print(f"pass {pass_id}: N sufficiency {float(si.mean()):.3f}, below 0.95: {int((si < 0.95).sum())}")
        if pass_id % 2 == 1:
            model = recalibrate(model, 3.1 + 0.05 * pass_id, 0.2 - 0.01 * pass_id)


if __name__ == "__main__":
    main()
