import jax
import jax.numpy as jnp


@jax.jit
def two_loop_direction(g, S, Y, valid):
    sy = jnp.sum(S * Y, axis=1)
    rho = jnp.where(valid, 1.0 / jnp.where(valid, sy, 1.0), 0.0)

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
        self.S = self.Y = None
        self.n_pairs = 0

    def push(self, s, y):
        if self.S is None:
            self.S = jnp.zeros((self.memory, s.shape[0]), s.dtype)
            self.Y = jnp.zeros((self.memory, s.shape[0]), s.dtype)
        self.S = jnp.roll(self.S, -1, axis=0).at[-1].set(s)
        self.Y = jnp.roll(self.Y, -1, axis=0).at[-1].set(y)
        self.n_pairs = min(self.n_pairs + 1, self.memory)

    def direction(self, g):
        if self.n_pairs == 0:
            return -g
        valid = jnp.arange(self.memory) >= self.memory - self.n_pairs
        return two_loop_direction(g, self.S, self.Y, valid)

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
            self.push(x_new - x, g_new - g)
            x, f, g = x_new, f_new, g_new
        return x, f
