import jax.numpy as jnp
import numpy as np

from collect import ConfidenceCollector


def main():
    rng = np.random.default_rng(0)
    collector = ConfidenceCollector()
    for tile in range(5):
        logits = jnp.asarray(rng.normal(size=(256, 6)).astype(np.float32))
        collector.update(logits)
    hist, _ = np.histogram(np.asarray(collector.scores), bins=5, range=(0, 1))
    print("confidence histogram:", hist.tolist())


if __name__ == "__main__":
    main()
