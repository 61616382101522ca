import jax.numpy as jnp
import numpy as np
from flax import nnx


class FocalMechanismNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(24, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 3, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))


@nnx.jit
def calibrated_probs(model, x, temperature):
    return nnx.softmax(model(x) / temperature, axis=-1)


def main():
    rng = np.random.default_rng(0)
    model = FocalMechanismNet(nnx.Rngs(0))
    x = jnp.asarray(rng.standard_normal((64, 24)), jnp.float32)
    for temperature in (0.5, 1.0, 1.5, 2.0, 3.0):
        p = calibrated_probs(model, x, temperature)
        print(temperature, float(p.max(axis=-1).mean()))


if __name__ == "__main__":
    main()
