import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import QuantileLoadModel


@nnx.jit
def coverage(model, x, y):
    lo, _, hi = model(x)
    return jnp.mean((y >= lo) & (y <= hi))


def recalibrate(model, cov, target=0.8):
    model.spread_scale[...] = model.spread_scale[...] * jnp.float32(1.0 + (target - cov))


def main():
    rng = np.random.default_rng(0)
    model = QuantileLoadModel(6, nnx.Rngs(0))
    for day in range(4):
        x = rng.normal(size=(96, 6)).astype(np.float32)
        y = rng.normal(size=96).astype(np.float32)
        cov = float(coverage(model, x, y))
        recalibrate(model, cov)
        print(f"day {day}: coverage {cov:.2f}")


if __name__ == "__main__":
    main()
