import numpy as np
import jax
import jax.numpy as jnp

from loader import QUARTERS, read_quarter


@jax.jit
def lapse_logit_step(w, x, y):
    def loss(w):
        z = x @ w[:-1] + w[-1]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    l, g = jax.value_and_grad(loss)(w)
    return w - 0.3 * g, l


def main():
    rng = np.random.default_rng(17)
    w = jnp.zeros(7)
    for quarter, n in QUARTERS.items():
        x, y = read_quarter(rng, quarter, n)
        for _ in range(25):
            w, l = lapse_logit_step(w, x, y)
        print(quarter, x.dtype, round(float(l), 4))


if __name__ == "__main__":
    main()
