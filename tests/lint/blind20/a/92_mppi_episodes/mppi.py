import jax
import jax.numpy as jnp


class MPPIPlanner:
    def __init__(self, horizon=15, n_samples=128, lam=1.0, dt=0.1):
        self.horizon, self.n_samples, self.lam, self.dt = horizon, n_samples, lam, dt
        self.nominal = jnp.zeros((horizon, 2))
        self._improve = jax.jit(self._improve_impl)

    def _dynamics(self, s, u):
        x, y, th, v = s
        return jnp.stack([x + v * jnp.cos(th) * self.dt, y + v * jnp.sin(th) * self.dt,
                          th + u[1] * self.dt, v + u[0] * self.dt])

    def _improve_impl(self, key, state, nominal, goal):
        noise = jax.random.normal(key, (self.n_samples, self.horizon, 2)) * jnp.array([1.0, 0.3])
        ctrls = nominal[None] + noise

        def cost(c):
            def f(s, u):
                s = self._dynamics(s, u)
                return s, jnp.sum((s[:2] - goal) ** 2)
            _, cs = jax.lax.scan(f, state, c)
            return cs.sum()

        costs = jax.vmap(cost)(ctrls)
        w = jax.nn.softmax(-(costs - costs.min()) / self.lam)
        return jnp.einsum("n,nhd->hd", w, ctrls)

    def act(self, key, state, goal):
        self.nominal = self._improve(key, state, self.nominal, goal)
        u = self.nominal[0]
        self.nominal = jnp.concatenate([self.nominal[1:], jnp.zeros((1, 2))])
        return u
