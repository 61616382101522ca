import functools

import jax
import jax.numpy as jnp
import optax

from tasks import SineTasks

INNER_LR = 0.01
INNER_STEPS = 2


def net(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def mse(params, x, y):
    return jnp.mean((net(params, x) - y) ** 2)


def adapt(params, support, n_steps, lr):
    x, y = support
    for _ in range(n_steps):
        grads = jax.grad(mse)(params, x, y)
        params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params


def task_loss(params, support, query, n_steps, lr):
    adapted = adapt(params, support, n_steps, lr)
    return mse(adapted, *query)


def meta_train(params, tasks, meta_steps=6):
    opt = optax.adam(1e-3)
    opt_state = opt.init(params)
    for step in range(meta_steps):
        support, query = tasks.sample()
        grad_fn = jax.jit(jax.value_and_grad(
            functools.partial(task_loss, n_steps=INNER_STEPS, lr=INNER_LR)))
        loss, grads = grad_fn(params, support, query)
        updates, opt_state = opt.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        print(step, float(loss))
    return params


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (1, 32)) * 0.5, "b1": jnp.zeros(32),
              "w2": jax.random.normal(k2, (32, 1)) * 0.5, "b2": jnp.zeros(1)}
    meta_train(params, SineTasks())


if __name__ == "__main__":
    main()
