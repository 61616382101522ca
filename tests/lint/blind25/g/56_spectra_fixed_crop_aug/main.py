import numpy as np
import jax
import jax.numpy as jnp

from augment import ShiftCrop, center_crop


@jax.jit
def moisture_step(w, b, spectra, target):
    def loss_fn(wb):
        w, b = wb
        return jnp.mean((spectra @ w + b - target) ** 2)

    loss, (gw, gb) = jax.value_and_grad(loss_fn)((w, b))
    return w - 0.05 * gw, b - 0.05 * gb, loss


@jax.jit
def moisture_predict(w, b, spectra):
    return spectra @ w + b


def main():
    rng = np.random.default_rng(1)
    moist = rng.uniform(8, 16, size=64).astype(np.float32)  # % moisture in dried pasta
    wl = np.linspace(0, 1, 120)
    spectra = (moist[:, None] / 16 * np.exp(-((wl - 0.5) ** 2) / 0.05)).astype(np.float32)
    target = (moist - 12) / 2
    aug = ShiftCrop()
    w, b = jnp.zeros(96), jnp.float32(0.0)
    for step in range(12):
        w, b, loss = moisture_step(w, b, aug(spectra), target)
    pred = moisture_predict(w, b, center_crop(spectra))
    print("train loss", float(loss), "rmse", float(jnp.sqrt(jnp.mean((pred - target) ** 2))))


if __name__ == "__main__":
    main()
