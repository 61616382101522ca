import jax
import jax.numpy as jnp
import optax

from data import XRFBatches

tx = optax.adamw(5e-3, weight_decay=1e-4)


@jax.jit
def xrf_update(p, s, x, y):
    def loss(q):
        return jnp.mean((x @ q["w"] + q["b"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(p)
    u, s = tx.update(g, s, p)
    return optax.apply_updates(p, u), s, l


def main():
    data = XRFBatches()
    p = {"w": jnp.zeros(8), "b": jnp.zeros(())}
    s = tx.init(p)
    for epoch in range(4):
        for x, y in data:
            p, s, l = xrf_update(p, s, x, y)
        print(f"epoch {epoch}: mse {float(l):.5f}")


if __name__ == "__main__":
    main()
