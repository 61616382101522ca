import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import SeasonalDownscaler


@nnx.jit
def fit_day(model, optimizer, coarse, fine):
    def loss_fn(m):
        return jnp.mean((m(coarse) - fine) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = SeasonalDownscaler(9, 16, nnx.Rngs(1))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for doy in range(1, 366, 30):
        coarse = rng.normal(size=(64, 9)).astype(np.float32)
        fine = np.repeat(coarse[:, :4], 4, axis=1).astype(np.float32)
        model.day_of_year.value = jnp.asarray(doy, jnp.float32)
        loss = fit_day(model, opt, coarse, fine)
    print(float(loss))


if __name__ == "__main__":
    main()
