import equinox as eqx
import jax
import jax.numpy as jnp


class Spacecraft(eqx.Module):
    J: jax.Array

    def euler(self, w, torque):
        return jnp.linalg.solve(jnp.diag(self.J), torque - jnp.cross(w, self.J * w))


@eqx.filter_jit
def advance(sc, w, torque, dt, substeps):
    h = dt / substeps
    def body(w, _):
        return w + h * sc.euler(w, torque), None
    w, _ = jax.lax.scan(body, w, None, length=substeps)
    return w
