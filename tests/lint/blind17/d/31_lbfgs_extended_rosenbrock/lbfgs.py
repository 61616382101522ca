import jax
import jax.numpy as jnp


@jax.jit
def two_loop_direction(g, S, Y):
    rho = 1.0 / jnp.sum(S * Y, axis=1)

    def first(q, inputs):
        s, y, r = inputs
        a = r * jnp.dot(s, q)
        return q - a * y, a

    q, alphas = jax.lax.scan(first, g, (S, Y, rho), reverse=True)
    gamma = jnp.dot(S[-1], Y[-1]) / jnp.dot(Y[-1], Y[-1])
    r = gamma * q

    def second(r, inputs):
        s, y, rh, a = inputs
        b = rh * jnp.dot(y, r)
        return r + s * (a - b), None

    r, _ = jax.lax.scan(second, r, (S, Y, rho, alphas))
    return -r


class LBFGS:
    def __init__(self, fun, memory=5, lr=1.0):
        self.value_and_grad = jax.jit(jax.value_and_grad(fun))
        self.memory = memory
        self.lr = lr
        self.s_hist, self.y_hist = [], []

    def direction(self, g):
        if not self.s_hist:
            return -g
        S = jnp.stack(self.s_hist[-self.memory:])
        Y = jnp.stack(self.y_hist[-self.memory:])
        return two_loop_direction(g, S, Y)

    def minimise(self, x, n_iter=10):
        f, g = self.value_and_grad(x)
        for _ in range(n_iter):
            d = self.direction(g)
            t = self.lr
            while True:
                x_new = x + t * d
                f_new, g_new = self.value_and_grad(x_new)
                if f_new <= f + 1e-4 * t * jnp.dot(g, d) or t < 1e-6:
                    break
                t *= 0.5
            self.s_hist.append(x_new - x)
            self.y_hist.append(g_new - g)
            x, f, g = x_new, f_new, g_new
        return x, f
