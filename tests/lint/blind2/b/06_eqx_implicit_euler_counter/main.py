import equinox as eqx
import jax
import jax.numpy as jnp


class ImplicitEuler(eqx.Module):
    decay: jax.Array
    dt: float
    n_steps_taken: int

    def __call__(self, y):
        # backward Euler for the linear system dy/dt = -A y
        a = jnp.eye(y.shape[0]) + self.dt * self.decay
        return jnp.linalg.solve(a, y)


@eqx.filter_jit
def advance(solver, y):
    y_next = solver(y)
    solver = eqx.tree_at(lambda s: s.n_steps_taken, solver, solver.n_steps_taken + 1)
    return solver, y_next


decay = jnp.array([[2.0, -1.0], [-1.0, 2.0]])
solver = ImplicitEuler(decay=decay, dt=0.1, n_steps_taken=0)
y = jnp.array([1.0, 0.0])
for _ in range(5):
    solver, y = advance(solver, y)
print("steps:", solver.n_steps_taken, "y:", y)
