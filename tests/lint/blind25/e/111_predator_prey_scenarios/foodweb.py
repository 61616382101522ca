import equinox as eqx
import jax.numpy as jnp
import diffrax

def make_field(alpha, beta, gamma, delta):
    def field(t, y, args):
        prey, pred = y[0], y[1]
        return jnp.stack([alpha * prey - beta * prey * pred, delta * prey * pred - gamma * pred])
    return field

@eqx.filter_jit
def solve_foodweb(field, y0):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(field), diffrax.Tsit5(), 0.0, 30.0, 0.05, y0,
                              saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 30.0, 31)), max_steps=4096)
    return sol.ys
