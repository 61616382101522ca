import jax
import jax.numpy as jnp

from tasks import make_task_pool, meta_batches

INNER_LR = 0.1


def predict(params, x):
    return x @ params["w"] + params["b"]


def mse(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)


@jax.jit
def meta_step(params, tasks):
    def outer(p):
        total = 0.0
        for (xs, ys), (xq, yq) in tasks:
            g = jax.grad(mse)(p, xs, ys)
            fast = jax.tree.map(lambda a, b: a - INNER_LR * b, p, g)
            total = total + mse(fast, xq, yq)
        return total / len(tasks)
    loss, grads = jax.value_and_grad(outer)(params)
    return jax.tree.map(lambda a, b: a - 0.05 * b, params, grads), loss


def main():
    pool = make_task_pool()
    params = {"w": jnp.zeros((1, 1)), "b": jnp.zeros(1)}
    for epoch in range(3):
        for tasks in meta_batches(pool, 4):
            params, loss = meta_step(params, tasks)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
