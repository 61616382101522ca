import numpy as np
import jax
import jax.numpy as jnp

from grid import trials


@jax.jit
def renewal_epoch(w, x, y, l2, lr):
    def loss(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + l2 * jnp.sum(w[1:] ** 2)
    for _ in range(5):
        w = w - lr * jax.grad(loss)(w)
    return w, loss(w)


def main():
    rng = np.random.default_rng(542)
    x = jnp.asarray(np.column_stack([np.ones(600), rng.normal(size=(600, 4))]), jnp.float32)
    y = jnp.asarray(rng.uniform(size=600) < 0.7, jnp.float32)
    for t in trials():
        w = jnp.zeros(5)
        for epoch in range(4):
            w, loss = renewal_epoch(w, x, y, t.l2, t.lr)
        print(t, round(float(loss), 5))


if __name__ == "__main__":
    main()
