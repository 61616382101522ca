import numpy as np
import optax
from flax import nnx

from model import ResponseUnfolder
from train import relax_smoothing, unfold_step


def synthetic(n=192, seed=0):
    rng = np.random.default_rng(seed)
    u = np.linspace(0, 1, 24)
    peaks = rng.uniform(0.2, 0.8, (n, 1))
    phi = np.exp(-((u - peaks) ** 2) / 0.02)
    resp = phi @ rng.uniform(0, 1, (24, 10))
    return resp.astype(np.float32), phi.astype(np.float32)


def main():
    r, phi = synthetic()
    model = ResponseUnfolder(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    for epoch in range(5):
        relax_smoothing(model, epoch)
        for s in range(0, 192, 32):
            loss = unfold_step(model, optimizer, r[s:s + 32], phi[s:s + 32])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
