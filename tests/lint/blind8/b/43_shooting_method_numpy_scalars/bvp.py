import jax
import jax.numpy as jnp

N_STEPS = 200


@jax.jit
def shoot(slope, ell=1.0):
    """Integrate y'' = -exp(y) (Bratu-type) on [0, ell] with y(0)=0, y'(0)=slope; return y(ell)."""
    h = ell / N_STEPS

    def rhs(state):
        y, v = state
        return jnp.stack([v, -jnp.exp(y)])

    def step(state, _):
        k1 = rhs(state)
        k2 = rhs(state + 0.5 * h * k1)
        k3 = rhs(state + 0.5 * h * k2)
        k4 = rhs(state + h * k3)
        return state + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4), None

    final, _ = jax.lax.scan(step, jnp.stack([0.0, slope]), None, length=N_STEPS)
    return final[0]
