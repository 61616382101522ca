import jax
import jax.numpy as jnp

from lbfgs import init_memory, push, rosenbrock, search_direction

MEMORY = 5
value_and_grad = jax.jit(jax.value_and_grad(rosenbrock))
push_pair = jax.jit(push)


def backtracking(x, f, g, d, t=1.0):
    while True:
        f_new, g_new = value_and_grad(x + t * d)
        if f_new <= f + 1e-4 * t * jnp.dot(g, d) or t < 1e-8:
            return x + t * d, f_new, g_new
        t *= 0.5


def minimize(x0, n_iter=12):
    x = x0
    f, g = value_and_grad(x)
    mem = init_memory(MEMORY, x.shape[0])
    for it in range(n_iter):
        d = search_direction(g, mem)
        x_new, f_new, g_new = backtracking(x, f, g, d)
        mem = push_pair(mem, x_new - x, g_new - g)
        x, f, g = x_new, f_new, g_new
        print(f"iter {it}: f={float(f):.6f}")
    return x


if __name__ == "__main__":
    x = minimize(jnp.zeros(6))
    print(x)
