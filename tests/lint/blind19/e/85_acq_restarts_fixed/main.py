import jax
import jax.numpy as jnp


def surrogate_ucb(x, centers, weights):
    d2 = jnp.sum((x[None] - centers) ** 2, -1)
    mu = jnp.sum(weights * jnp.exp(-d2 / 0.1))
    sd = 0.2 * (1.0 - jnp.exp(-jnp.min(d2) / 0.05))
    return mu + 2.0 * sd


@jax.jit
def ascend(x0, centers, weights):
    grad = jax.vmap(jax.grad(surrogate_ucb), in_axes=(0, None, None))

    def body(x, _):
        x = jnp.clip(x + 0.05 * grad(x, centers, weights), 0.0, 1.0)
        return x, None

    x, _ = jax.lax.scan(body, x0, None, length=25)
    vals = jax.vmap(surrogate_ucb, in_axes=(0, None, None))(x, centers, weights)
    return x[jnp.argmax(vals)], vals.max()


def n_restarts(iteration):
    return 16


def main():
    key = jax.random.PRNGKey(0)
    centers = jax.random.uniform(key, (10, 2))
    weights = jnp.linspace(-1, 1, 10)
    for it in range(6):
        key, sub = jax.random.split(key)
        x0 = jax.random.uniform(sub, (n_restarts(it), 2))
        x_best, v = ascend(x0, centers, weights)
        centers = centers.at[it].set(x_best)
        print(it, x_best.round(3), float(v))


if __name__ == "__main__":
    main()
