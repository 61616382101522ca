import numpy as np
import jax
import jax.numpy as jnp

from sweep import configurations


@jax.jit
def lapse_gd_epoch(w, x, y, l2, lr):
    def loss(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + l2 * jnp.sum(w[1:] ** 2)
    for _ in range(5):
        w = w - lr * jax.grad(loss)(w)
    return w, loss(w)


def main():
    rng = np.random.default_rng(541)
    x = jnp.asarray(np.column_stack([np.ones(600), rng.normal(size=(600, 4))]), jnp.float32)
    y = jnp.asarray(rng.uniform(size=600) < 0.1 + 0.1 * (np.asarray(x[:, 1]) > 0), jnp.float32)
    for cfg in configurations():
        w = jnp.zeros(5)
        for epoch in range(4):
            w, loss = lapse_gd_epoch(w, x, y, cfg["l2"], cfg["lr"])
        print(cfg, round(float(loss), 5))


if __name__ == "__main__":
    main()
