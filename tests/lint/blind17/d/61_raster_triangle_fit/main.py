import jax
import jax.numpy as jnp
import optax

from callbacks import ImageQualityCallback
from raster import pixel_grid, soft_rasterize

opt = optax.adam(1e-2)


@jax.jit
def fit_step(params, opt_state, pixels, target):
    def loss(p):
        return jnp.mean((soft_rasterize(p["v"], p["c"], pixels) - target) ** 2)

    value, grads = jax.value_and_grad(loss)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, value


def main():
    pixels = pixel_grid(16)
    true_v = jnp.array([[[0.1, 0.1], [0.8, 0.2], [0.3, 0.9]]])
    target = soft_rasterize(true_v, jnp.array([[0.9, 0.2, 0.1]]), pixels)
    params = {"v": jnp.array([[[0.2, 0.2], [0.6, 0.3], [0.4, 0.7]]]), "c": jnp.full((1, 3), 0.5, jnp.float32)}
    opt_state = opt.init(params)
    callback = ImageQualityCallback(pixels, target)
    for step in range(8):
        params, opt_state, loss = fit_step(params, opt_state, pixels, target)
        callback(step, params["v"], params["c"])


if __name__ == "__main__":
    main()
