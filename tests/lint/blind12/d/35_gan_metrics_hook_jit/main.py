import jax
import numpy as np

from hooks import SampleStatsHook
from trainer import WGANTrainer


def main():
    rng = np.random.default_rng(0)
    data = (rng.normal(size=(384, 2)) @ np.array([[1.0, 0.5], [0.0, 0.7]]) + 1.0).astype(np.float32)
    batches = np.split(data, 6)
    keys = jax.random.split(jax.random.PRNGKey(0), 5)
    params = {"g1": jax.random.normal(keys[0], (4, 16)) * 0.3, "g2": jax.random.normal(keys[1], (16, 2)) * 0.3,
              "c1": jax.random.normal(keys[2], (2, 16)) * 0.3, "c2": jax.random.normal(keys[3], (16, 1)) * 0.3}
    hook = SampleStatsHook(reference=data[:64])
    trainer = WGANTrainer(params, callbacks=[hook])
    trainer.fit(batches, keys[4])
    print("logged", len(hook.history), "entries")


if __name__ == "__main__":
    main()
