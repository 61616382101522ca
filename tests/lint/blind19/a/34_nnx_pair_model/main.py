import numpy as np
from flax import nnx

from model import PairPotential
from train import make_optimizer, train_step


def morse(r, d=1.0, a=2.0, r0=1.2):
    return d * (1.0 - np.exp(-a * (r - r0))) ** 2 - d


def main():
    rng = np.random.default_rng(0)
    model = PairPotential(16, nnx.Rngs(0))
    optimizer = make_optimizer(model, 1e-3)
    for step in range(6):
        r = rng.uniform(0.9, 3.0, size=(64, 1)).astype(np.float32)
        e = morse(r).astype(np.float32)
        loss = train_step(model, optimizer, r, e)
        print(f"step {step} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
