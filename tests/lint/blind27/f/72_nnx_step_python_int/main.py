import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import BlastVibrationNet


@nnx.jit
def ppv_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(121)
    X = rng.normal(size=(128, 4)).astype(np.float32)
    y = (1.5 - 1.2 * X[:, 1] + 0.5 * X[:, 0]).astype(np.float32)
    model = BlastVibrationNet(nnx.Rngs(0), warmup=6)
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    for epoch in range(4):
        for b in range(0, 128, 32):
            loss = ppv_step(model, optimizer, X[b:b + 32], y[b:b + 32])
            model.updates += 1
        print(f"epoch {epoch}: log-PPV mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
