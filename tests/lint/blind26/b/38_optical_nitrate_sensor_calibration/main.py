from flax import nnx
import jax.numpy as jnp
import numpy as np
import optax

from model import NitrateNet, nitrate_predict


def uv_spectra(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 8)).astype(np.float32)
    y = (12 + 4 * x[:, 0] - 2 * x[:, 3] + x[:, 6] * x[:, 7]).astype(np.float32)
    return x, y


@nnx.jit
def nitrate_fit_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    x, y = uv_spectra(768, 0)
    x_val, y_val = uv_spectra(128, 1)
    model = NitrateNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for i in range(0, 768, 128):
            nitrate_fit_step(model, optimizer, x[i:i + 128], y[i:i + 128])
        train_pred = nitrate_predict(model, x[:128])
        model.eval()
        val_pred = nitrate_predict(model, x_val)
        print(f"epoch {epoch}: train-mode rmse {float(jnp.sqrt(jnp.mean((train_pred - y[:128]) ** 2))):.3f}"
              f" val rmse {float(jnp.sqrt(jnp.mean((val_pred - y_val) ** 2))):.3f} uM")


if __name__ == "__main__":
    main()
