import jax
import numpy as np

from model import DenoiseHead
from train import learning_rate, sgd_step


def noisy_frames(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        clean = rng.random((4, 1, 12, 12), dtype=np.float32)
        noisy = clean + 0.1 * rng.standard_normal(clean.shape).astype(np.float32)
        yield noisy, clean


def main():
    model = DenoiseHead(jax.random.PRNGKey(0))
    for step, (noisy, clean) in enumerate(noisy_frames(6)):
        model, loss = sgd_step(model, noisy, clean, learning_rate(step))
        print(f"step {step} lr={learning_rate(step):.4f} loss={float(loss):.5f}")


if __name__ == "__main__":
    main()
