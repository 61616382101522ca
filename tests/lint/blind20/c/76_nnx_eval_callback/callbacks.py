import jax.numpy as jnp
from flax import nnx


def validation_callback(model, x_val, y_val, epoch):
    predict = nnx.jit(lambda m, x: m(x))
    mse = float(jnp.mean((predict(model, x_val) - y_val) ** 2))
    print(f"epoch {epoch}: validation mse {mse:.4f}")
    return mse
