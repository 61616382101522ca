import numpy as np
from flax import nnx

from restoration import ResidualDenoiser


def main():
    rng = np.random.default_rng(0)
    model = ResidualDenoiser(rngs=nnx.Rngs(0))
    for batch_idx in range(3):
        clean = rng.uniform(size=(2, 12, 12, 3)).astype(np.float32)
        noisy = np.clip(clean + 0.1 * rng.normal(size=clean.shape), 0, 1).astype(np.float32)
        restored = model.refine(noisy)
        err = float(np.abs(np.asarray(restored) - clean).mean())
        print(f"batch {batch_idx}: mean abs error {err:.4f}")


if __name__ == "__main__":
    main()
