import jax
import jax.numpy as jnp

from data import SessionCache


@jax.jit
def step(w, X, y):
    def loss(w):
        z = X @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + 1e-3 * jnp.sum(w ** 2)

    l, g = jax.value_and_grad(loss)(w)
    return w - 0.1 * g, l


def main():
    cache = SessionCache()
    w = jnp.zeros(40)
    for epoch in range(3):
        for session in range(4):
            X, y = cache.get(session)
            w, loss = step(w, X, y)
        print(f"epoch {epoch}: last loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
