import jax
import jax.numpy as jnp


class NonlinearPoisson:
    """-(k(u) u')' = f on [0, L] with u = 0 at both ends, k(u) = 1 + alpha u^2, P1 elements."""

    def __init__(self, mesh, source=1.0, alpha=1.0):
        self.mesh = mesh
        self.source = source
        self.alpha = alpha

    def _energy_residual(self, u_int):
        u = jnp.concatenate([jnp.zeros(1), u_int, jnp.zeros(1)])
        h = self.mesh.h
        du = (u[1:] - u[:-1]) / h
        u_mid = 0.5 * (u[1:] + u[:-1])
        k = 1.0 + self.alpha * u_mid ** 2
        flux = k * du
        r = jnp.zeros_like(u)
        r = r.at[:-1].add(-flux).at[1:].add(flux)
        r = r - self.source * h
        return r[1:-1]

    @property
    def residual(self):
        return jax.jit(self._energy_residual)

    @property
    def jacobian(self):
        return jax.jit(jax.jacfwd(self._energy_residual))

    def solve(self, tol=1e-6, max_iter=8):
        u = jnp.zeros(self.mesh.n_nodes - 2)
        for it in range(max_iter):
            r = self.residual(u)
            J = self.jacobian(u)
            du = jnp.linalg.solve(J, -r)
            u = u + du
            err = float(jnp.max(jnp.abs(du)))
            print(f"newton {it}: |du| = {err:.2e}")
            if err < tol:
                break
        return u
