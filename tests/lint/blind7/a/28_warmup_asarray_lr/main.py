import jax
import jax.numpy as jnp
import numpy as np

WARMUP = 3


@jax.jit
def sgd_step(params, x, y, lr):
    def loss_fn(p):
        pred = x @ p["w"] + p["b"]
        return jnp.mean((pred - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g)
    return params, loss


def main():
    rng = np.random.default_rng(2)
    params = {"w": jnp.zeros((6, 1)), "b": jnp.zeros((1,))}
    for step in range(1, 7):
        lr = jnp.asarray(0.1 * min(1, step / WARMUP), dtype=jnp.float32)
        x = jnp.asarray(rng.normal(size=(12, 6)), dtype=jnp.float32)
        y = jnp.asarray(rng.normal(size=(12, 1)), dtype=jnp.float32)
        params, loss = sgd_step(params, x, y, lr)
        print(step, float(loss))


if __name__ == "__main__":
    main()
