import diffrax
import equinox as eqx
import jax
import jax.numpy as jnp


class PrecursorField(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(3, 2, 16, 2, activation=jnp.tanh, key=key)

    def __call__(self, t, y, args):
        rho = args
        return self.mlp(jnp.concatenate([y, rho[None]])) * 0.1


def solve(field, y0, rho, t1, dt0):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(field), diffrax.Tsit5(), 0.0, t1, dt0, y0, args=rho,
                              saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, t1, 20)))
    return sol.ys
