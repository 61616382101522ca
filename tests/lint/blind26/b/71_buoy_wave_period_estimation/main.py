from flax import nnx
import jax.numpy as jnp
import numpy as np
import optax

from model import WavePeriodNet, tp_train_step


def spectral_moments(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 8)).astype(np.float32)
    tp = (9 + 2.5 * x[:, 0] - 1.0 * x[:, 2] + rng.normal(0, 0.3, n)).clip(4, 20).astype(np.float32)
    return x, tp


def main():
    x, y = spectral_moments(1024, 0)
    xv, yv = spectral_moments(256, 1)
    model = WavePeriodNet(8, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(5):
        for i in range(0, 1024, 128):
            tp_train_step(model, opt, x[i:i + 128], y[i:i + 128])
        model.val_rmse.value = jnp.sqrt(jnp.mean((model(xv) - yv) ** 2))
        print(f"epoch {epoch}: validation rmse {float(model.val_rmse.value):.3f} s")


if __name__ == "__main__":
    main()
