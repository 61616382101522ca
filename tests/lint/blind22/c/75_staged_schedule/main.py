import jax.numpy as jnp
import numpy as np

from train import STEPS_PER_STAGE, staged_optimizer, update


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    corners = rng.normal(size=(64, 4)).astype(np.float32)
    shot_follows = (rng.random(64) < 0.3).astype(np.float32)
    tx = staged_optimizer(3)
    opt_state = tx.init(params)
    for stage in range(3):
        for _ in range(STEPS_PER_STAGE):
            params, opt_state, loss = update(tx, params, opt_state, corners, shot_follows)
        print(stage, float(loss))


if __name__ == "__main__":
    main()
