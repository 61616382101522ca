import jax.numpy as jnp
import numpy as np

from train import StagedTrainer


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(30, 32)) * 0.1, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(32, 8)) * 0.1, jnp.float32)}
    trainer = StagedTrainer()
    for stage in ("isolated", "signer_adapt", "continuous"):
        x = rng.normal(size=(64, 30)).astype(np.float32)
        y = rng.integers(0, 8, 64).astype(np.int32)
        params, loss = trainer.run_stage(params, x, y)
        print(stage, float(loss))


if __name__ == "__main__":
    main()
