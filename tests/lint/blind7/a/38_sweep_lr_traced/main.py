import itertools

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def fit(user_f, item_f, ratings, lr, l2):
    def loss_fn(uf, itf):
        pred = jnp.sum(uf * itf, axis=-1)
        return jnp.mean((pred - ratings) ** 2) + l2 * (jnp.sum(uf ** 2) + jnp.sum(itf ** 2))

    def body(_, carry):
        uf, itf = carry
        gu, gi = jax.grad(loss_fn, argnums=(0, 1))(uf, itf)
        return uf - lr * gu, itf - lr * gi

    uf, itf = jax.lax.fori_loop(0, 20, body, (user_f, item_f))
    return loss_fn(uf, itf)


def main():
    rng = np.random.default_rng(12)
    uf = jnp.asarray(rng.normal(size=(32, 4)) * 0.1, dtype=jnp.float32)
    itf = jnp.asarray(rng.normal(size=(32, 4)) * 0.1, dtype=jnp.float32)
    ratings = jnp.asarray(rng.uniform(1, 5, size=32), dtype=jnp.float32)
    results = {}
    for lr, l2 in itertools.product([0.01, 0.05, 0.1], [0.0, 1e-3]):
        results[(lr, l2)] = float(fit(uf, itf, ratings, jnp.float32(lr), jnp.float32(l2)))
    best = min(results, key=results.get)
    print("best", best, results[best])


if __name__ == "__main__":
    main()
