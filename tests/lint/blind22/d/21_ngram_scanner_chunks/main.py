import jax
import numpy as np

from config import ScanConfig
from scanner import scan_batch

SETTINGS = {"ngram": 3, "vocab": 4096, "temperature": 0.5}


def main():
    rng = np.random.default_rng(0)
    table = jax.random.normal(jax.random.PRNGKey(0), (SETTINGS["vocab"],))
    for chunk in range(4):
        tokens = rng.integers(0, 256, size=(8, 64)).astype(np.int32)
        cfg = ScanConfig.from_dict(SETTINGS)
        probs = scan_batch(cfg, table, tokens)
        print(chunk, float(probs.max()))


if __name__ == "__main__":
    main()
