from flax import nnx
import jax.numpy as jnp
import numpy as np
import optax

from model import WaveHeightNet, hs_train_step


def wind_history(n, seed):
    rng = np.random.default_rng(seed)
    u = rng.gamma(2.0, 4.0, (n, 12)).astype(np.float32)
    hs = (0.025 * (u[:, -6:] ** 2).mean(1) ** 0.9 + rng.normal(0, 0.1, n)).clip(0.1).astype(np.float32)
    return u / 10.0, hs


def main():
    x, y = wind_history(1024, 0)
    xv, yv = wind_history(256, 1)
    model = WaveHeightNet(12, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(5):
        for i in range(0, 1024, 128):
            hs_train_step(model, opt, x[i:i + 128], y[i:i + 128])
        model.val_rmse = float(jnp.sqrt(jnp.mean((model(xv) - yv) ** 2)))
        print(f"epoch {epoch}: validation rmse {model.val_rmse:.3f} m")


if __name__ == "__main__":
    main()
