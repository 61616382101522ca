import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp

from losses import huber


class LinearModel(eqx.Module):
    w: jax.Array
    b: jax.Array

    def __call__(self, X):
        return X @ self.w + self.b


@eqx.filter_jit
def irls_like_step(model, X, y, rho):
    def loss(m):
        return jnp.mean(rho(y - m(X)))

    g = eqx.filter_grad(loss)(model)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.1 * gi, model, g)


def main():
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(size=(150, 2)), dtype=jnp.float32)
    noise = rng.standard_t(2, size=150)
    y = jnp.asarray(X @ np.array([1.5, -0.7]) + 0.3 + noise, dtype=jnp.float32)
    model = LinearModel(jnp.zeros(2, jnp.float32), jnp.zeros((), jnp.float32))
    delta = 1.345
    for it in range(6):
        model = irls_like_step(model, X, y, lambda r: huber(r, delta))
    print("huber coef", model.w, model.b)


if __name__ == "__main__":
    main()
