import numpy as np
import jax.numpy as jnp

from model import RefractometerModel, predicted_sg
from calibrate import recalibrate


def main():
    rng = np.random.default_rng(0)
    model = RefractometerModel(jnp.array([0.00386, 0.0000137], jnp.float32), jnp.float32(1.0))
    for day in range(5):
        ref = rng.uniform(18, 25, 6)
        meas = ref * rng.uniform(0.97, 1.03) + rng.normal(0, 0.05, 6)
        model = recalibrate(model, ref, meas)
        sg = predicted_sg(model, jnp.asarray(rng.uniform(5, 24, 30), jnp.float32))
        print(f"day {day}: scale {float(model.scale):.4f}, mean SG {float(sg.mean()):.4f}")


if __name__ == "__main__":
    main()
