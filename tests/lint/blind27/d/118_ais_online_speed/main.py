import jax
import jax.numpy as jnp

from feed import AisFeed


@jax.jit
def online_sgd(w, x, y, lr):
    def loss(w):
        return jnp.mean((x @ w[:-1] + w[-1] - y) ** 2)
    return w - lr * jax.grad(loss)(w)


def main():
    feed = AisFeed()
    w = jnp.zeros(5)
    for t in range(20):
        x, y = feed.poll()
        w = online_sgd(w, x, y, 0.05)
    print(jnp.round(w, 2))


if __name__ == "__main__":
    main()
