import jax.numpy as jnp
import numpy as np

from state import CurriculumState
from train import curriculum_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 32, 42)).astype(np.float32)
    y = rng.integers(0, 10, 64).astype(np.int32)
    state = CurriculumState(params={"w": jnp.asarray(rng.normal(size=(42, 32)) * 0.1, jnp.float32),
                                    "out": jnp.asarray(rng.normal(size=(32, 10)) * 0.1, jnp.float32)})
    for _ in range(4):
        for i in range(0, 64, 16):
            state, loss = curriculum_step(state, x[i : i + 16], y[i : i + 16])
        print(state.epoch, float(loss))
        state = state.next_epoch()


if __name__ == "__main__":
    main()
