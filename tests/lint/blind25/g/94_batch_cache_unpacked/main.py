import numpy as np
import jax
import jax.numpy as jnp

from loader import CachedSpectra


@jax.jit
def fat_step(w, x, y):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.02 * g, loss


def main():
    rng = np.random.default_rng(1)
    # NIR of salmon fillets -> fat %
    x = rng.normal(size=(100, 30)) + np.linspace(0, 1, 30)
    y = (0.8 * x[:, 5] - 0.3 * x[:, 25]).astype(np.float32)
    w = jnp.zeros(30)
    loader = CachedSpectra(x, y)
    for epoch in range(3):
        for batch in loader:
            w, loss = fat_step(w, *batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
