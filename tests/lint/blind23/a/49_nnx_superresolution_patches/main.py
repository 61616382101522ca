import numpy as np
from flax import nnx

from model import build, sr_train_step
from pipeline import PatchDataset, batched


def main():
    rng = np.random.default_rng(0)
    hr = np.cumsum(rng.normal(size=(6, 64, 64)), axis=2).astype(np.float32) / 8
    ds = PatchDataset(hr)
    model, opt = build(nnx.Rngs(0))
    for epoch in range(3):
        for lr_b, hr_b in batched(ds, 32):
            loss = sr_train_step(model, opt, lr_b, hr_b)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
