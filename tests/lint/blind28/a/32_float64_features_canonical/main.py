import jax
import jax.numpy as jnp

from features import feed


@jax.jit
def logistic_step(w, x, y):
    g = jax.grad(lambda w: jnp.mean(jnp.logaddexp(0.0, x @ w) - y * (x @ w)))(w)
    return w - 0.5 * g


def main():
    w = jnp.zeros(3)
    for epoch in range(3):
        for x, y in feed(seed=epoch):
            w = logistic_step(w, x, y)
    print("weights", w)


if __name__ == "__main__":
    main()
