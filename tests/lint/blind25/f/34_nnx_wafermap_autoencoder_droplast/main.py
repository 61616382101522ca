import numpy as np
import optax
from flax import nnx

from dataset import WaferBinMaps
from model import BinMapAE, ae_step


def main():
    data = WaferBinMaps(150)
    model = BinMapAE(400, 8, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    rng = np.random.default_rng(1)
    for epoch in range(4):
        for batch in data.epoch(32, rng):
            loss = ae_step(model, optimizer, batch, data.onwafer)
        print(f"epoch {epoch} recon {float(loss):.2f}")


if __name__ == "__main__":
    main()
