import jax.numpy as jnp
from flax import nnx


@nnx.jit
def predict(model, x):
    return model(x)


def validation_callback(model, x_val, y_val, epoch):
    mse = float(jnp.mean((predict(model, x_val) - y_val) ** 2))
    print(f"epoch {epoch}: validation mse {mse:.4f}")
    return mse
