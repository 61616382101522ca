import equinox as eqx
import jax
import jax.numpy as jnp


class VectorField(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, dim, key):
        self.mlp = eqx.nn.MLP(dim, dim, 16, 1, activation=jnp.tanh, key=key)

    def dynamics(self, t, y):
        return self.mlp(y)


@eqx.filter_jit
def integrate(vector_field, y0, ts, substeps=4):
    """Classic RK4 between consecutive output times."""
    def rk4(y, t, dt):
        k1 = vector_field(t, y)
        k2 = vector_field(t + dt / 2, y + dt / 2 * k1)
        k3 = vector_field(t + dt / 2, y + dt / 2 * k2)
        k4 = vector_field(t + dt, y + dt * k3)
        return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)

    def segment(y, t_pair):
        t0, t1 = t_pair
        dt = (t1 - t0) / substeps
        y = jax.lax.fori_loop(0, substeps, lambda i, y: rk4(y, t0 + i * dt, dt), y)
        return y, y

    _, ys = jax.lax.scan(segment, y0, (ts[:-1], ts[1:]))
    return jnp.concatenate([y0[None], ys])


def forecast(field, y0, ts):
    return integrate(field.dynamics, y0, ts)
