import jax
import jax.numpy as jnp
import numpy as np

from tasks import make_task_pool, meta_batches

INNER_LR = 0.1


def predict(params, x):
    return x @ params["w"] + params["b"]


def mse(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)


def task_loss(p, support, query):
    g = jax.grad(mse)(p, *support)
    fast = jax.tree.map(lambda a, b: a - INNER_LR * b, p, g)
    return mse(fast, *query)


@jax.jit
def meta_step(params, tasks):
    support, query = tasks
    def outer(p):
        return jnp.mean(jax.vmap(task_loss, in_axes=(None, 0, 0))(p, support, query))
    loss, grads = jax.value_and_grad(outer)(params)
    return jax.tree.map(lambda a, b: a - 0.05 * b, params, grads), loss


def main():
    rng = np.random.default_rng(1)
    pool = make_task_pool()
    params = {"w": jnp.zeros((1, 1)), "b": jnp.zeros(1)}
    for epoch in range(3):
        for tasks in meta_batches(pool, 4, rng):
            params, loss = meta_step(params, tasks)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
