import jax
import jax.numpy as jnp


def evaluate_callback(epoch, w, x_val, y_val):
    def val_mse(w, x, y):
        return jnp.mean((x @ w - y) ** 2)

    mse = jax.jit(val_mse)
    print(f"epoch {epoch}: val mse {float(mse(w, x_val, y_val)):.4f}")
