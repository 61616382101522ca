import jax
import jax.numpy as jnp


@jax.jit
def sgd_step(w, x, lr):
    g = jax.grad(lambda w: jnp.mean((x @ w) ** 2))(w)
    return w - lr * g


def run(lr):
    w = jnp.ones(3)
    x = jnp.arange(12.0).reshape(4, 3)
    lr = jnp.float32(lr)
    for _ in range(3):
        w = sgd_step(w, x, lr)
    return float(jnp.sum(w))


def main():
    results = {lr: run(lr) for lr in [1e-3, 3e-3, 1e-2, 3e-2]}
    print(min(results, key=results.get))


if __name__ == "__main__":
    main()
