import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class SiteTermModel(eqx.Module):
    w: jax.Array
    b: jax.Array

    def __init__(self, key, n_in=4):
        self.w = 0.1 * jax.random.normal(key, (n_in,))
        self.b = jnp.zeros(())

    def __call__(self, x):
        return x @ self.w + self.b


@eqx.filter_jit
def site_term_loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


def main():
    rng = np.random.default_rng(6)
    model = SiteTermModel(jax.random.PRNGKey(0))
    for i in range(6):
        x = rng.standard_normal((32, 4)).astype(np.float32)
        y = rng.standard_normal(32).astype(np.float32)
        if i % 2:
            x, y = jnp.asarray(x), jnp.asarray(y)
        print(i, type(x).__name__, float(site_term_loss(model, x, y)))


if __name__ == "__main__":
    main()
