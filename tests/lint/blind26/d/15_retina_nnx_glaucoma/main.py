import numpy as np
import optax
from flax import nnx

from engine import train_batch, validate, final_test
from model import GlaucomaNet


def split(rng, n):
    x = rng.normal(size=(n, 24, 24, 3)).astype(np.float32)
    y = (x[..., 0].mean(axis=(1, 2)) > 0).astype(np.int32)
    return [(x[i:i + 8], y[i:i + 8]) for i in range(0, n, 8)]


def main():
    rng = np.random.default_rng(0)
    train, val, test = split(rng, 48), split(rng, 16), split(rng, 16)
    model = GlaucomaNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(3):
        for x, y in train:
            loss = train_batch(model, optimizer, x, y)
        print(epoch, float(loss), validate(model, val))
    print("test", final_test(model, test))


if __name__ == "__main__":
    main()
