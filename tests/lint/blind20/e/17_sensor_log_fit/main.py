import jax
import jax.numpy as jnp

from loaders import ADC_SCALE, all_runs


def fir_predict(h, u):
    return jnp.convolve(u, h, mode="same")


@jax.jit
def fir_step(h, u, y, scale):
    y = y * scale

    def loss(h):
        return jnp.mean((fir_predict(h, u) - y) ** 2)
    return h - 0.3 * jax.grad(loss)(h)


def main():
    h = jnp.zeros(3)
    runs = all_runs()
    for sweep in range(4):
        for u, y in runs:
            scale = ADC_SCALE if y.dtype.kind == "i" else 1.0
            h = fir_step(h, u, y, scale)
    print(h)


if __name__ == "__main__":
    main()
