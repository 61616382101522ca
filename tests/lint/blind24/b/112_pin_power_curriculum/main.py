import numpy as np
from flax import nnx

from model import PinPowerNet
from train import run_stage


def lattice_cases(n=64, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, 6)).astype(np.float32)
    r = np.hypot(*np.meshgrid(np.arange(17) - 8, np.arange(17) - 8)).ravel()
    y = (1.0 + 0.05 * x[:, :1] - 0.01 * r[None, :] * (1 + 0.2 * x[:, 1:2])).astype(np.float32)
    return x, y


def main():
    x, y = lattice_cases()
    model = PinPowerNet(nnx.Rngs(0))
    for stage, lr in enumerate([3e-3, 1e-3, 3e-4]):
        loss = run_stage(model, x, y, lr)
        print(f"stage {stage} (lr={lr}): loss {float(loss):.2e}")


if __name__ == "__main__":
    main()
