import numpy as np
import optax
from flax import nnx

from model import EyeFormationNet
from train import wheel_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 36)).astype(np.float32)
    y = (x[:, :4].argmax(1)).astype(np.int32)
    model = EyeFormationNet(nnx.Rngs(0, noise=1))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(6):
        model.noise_std = 0.3 * (1 - epoch / 6)
        loss = wheel_step(model, optimizer, x, y)
        print(f"epoch {epoch}: noise {model.noise_std:.2f} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
