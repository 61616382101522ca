import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import Calibrator, ChargebackModel

N_FEATURES = 9
CALIBRATE_AFTER = 3


@nnx.jit
def predict(model, x):
    return nnx.sigmoid(model(x))


def main():
    rng = np.random.default_rng(43)
    model = ChargebackModel(N_FEATURES, nnx.Rngs(0))
    for week in range(6):
        x = jnp.asarray(rng.normal(size=(40, N_FEATURES)), jnp.float32)
        p = predict(model, x)
        if week + 1 == CALIBRATE_AFTER:
            model.calibrator = Calibrator()
        print(week, float(p.mean()))


if __name__ == "__main__":
    main()
