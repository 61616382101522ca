import jax
import jax.numpy as jnp


@jax.jit
def salinity_validation(params, x, y, step):
    pred = x @ params["w"] + params["b"]
    rmse = jnp.sqrt(jnp.mean((pred - y) ** 2))
    bias = jnp.mean(pred - y)
    # exponential moving weight for logging smoothed metrics
    smooth = 1.0 - 0.9 ** (step + 1)
    return rmse, bias, smooth


class ValidationLogger:
    def __init__(self, x_val, y_val, every):
        self.x_val, self.y_val, self.every = x_val, y_val, every
        self.history = []

    def __call__(self, step, params):
        if step % self.every:
            return
        rmse, bias, smooth = salinity_validation(params, self.x_val, self.y_val, step)
        self.history.append((step, float(rmse), float(bias)))
        print(f"step {step:4d}: val rmse {float(rmse):.3f} psu, bias {float(bias):+.3f}, w {float(smooth):.2f}")
