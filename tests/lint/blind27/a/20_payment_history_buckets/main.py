import numpy as np
import jax.numpy as jnp

from collate import pad_batch
from model import incurred_development


def main():
    rng = np.random.default_rng(23)
    hist = [rng.gamma(2.0, 500.0, int(rng.integers(1, 32))).astype(np.float32) for _ in range(400)]
    hist.sort(key=len)
    infl = jnp.float32(0.035)
    out = []
    for i in range(0, 400, 20):
        x = pad_batch(hist[i:i + 20])
        out.append(np.asarray(incurred_development(x, infl)))
    total = np.concatenate(out)
    print(total.shape, float(total.sum()))


if __name__ == "__main__":
    main()
