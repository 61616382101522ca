import diffrax
import equinox as eqx
import jax.numpy as jnp


def badger_tb(t, y, args):
    beta, mu, gamma = args
    s, i = y
    return jnp.stack([0.3 * (s + i) * (1 - (s + i)) - beta * s * i - mu * s, beta * s * i - (mu + gamma) * i])


@eqx.filter_jit
def badger_tb_trajectory(y0, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(badger_tb), diffrax.Tsit5(), 0.0, 30.0, 0.1, y0,
                              args=args, saveat=diffrax.SaveAt(ts=jnp.linspace(0, 30, 31)))
    return sol.ys
