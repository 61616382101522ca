import jax
import jax.numpy as jnp

from tracking import epochs


@jax.jit
def clock_bias_estimate(residuals, prev_bias):
    r = jnp.stack(list(residuals.values()))
    med = jnp.median(r)
    w = 1.0 / (1.0 + ((r - med) / 0.5) ** 2)
    bias = jnp.sum(w * r) / jnp.sum(w)
    return 0.7 * prev_bias + 0.3 * bias


def main():
    bias = jnp.float32(0.0)
    for k, res in enumerate(epochs(9)):
        bias = clock_bias_estimate(res, bias)
        print(k, sorted(res), round(float(bias), 4))


if __name__ == "__main__":
    main()
