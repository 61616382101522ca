import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import RegionalYieldModel, SiteBias


@nnx.jit
def predict_yields(model, x):
    return model(x)


def main():
    rng = np.random.default_rng(0)
    model = RegionalYieldModel(6, nnx.Rngs(0))
    for week in range(6):
        x = rng.normal(size=(30, 6)).astype(np.float32)
        y = predict_yields(model, x)
        if week == 2:
            model.site_bias = SiteBias(nnx.Rngs(1))
        print(f"week {week}: mean forecast {float(y.mean()):.3f}")


if __name__ == "__main__":
    main()
