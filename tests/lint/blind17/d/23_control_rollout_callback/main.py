import jax
import jax.numpy as jnp
import numpy as np

from callbacks import ValidationCallback
from sim import trajectory_cost

T, BATCH = 40, 16


@jax.jit
def cost_grad(controls, x0, target):
    return jax.grad(trajectory_cost)(controls, x0, target)


def sample_starts(rng):
    return rng.normal(scale=0.5, size=(BATCH, 2)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    controls = jnp.zeros((T, BATCH))
    target = jnp.float32(1.0)
    callback = ValidationCallback(sample_starts(rng), target)
    for step in range(7):
        x0 = sample_starts(rng)
        loss = trajectory_cost(controls, x0, target)
        controls = controls - 5.0 * cost_grad(controls, x0, target)
        callback(step, controls)
        print(step, float(loss))


if __name__ == "__main__":
    main()
