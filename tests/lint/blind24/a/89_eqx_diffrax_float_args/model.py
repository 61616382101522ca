import diffrax
import equinox as eqx
import jax.numpy as jnp


def rabies_fox(t, y, args):
    beta, mu, sigma = args
    s, e, i = y
    n = s + e + i
    return jnp.stack([0.5 * n * (1 - n / 2.0) - beta * s * i - mu * s,
                      beta * s * i - (sigma + mu) * e,
                      sigma * e - (1.0 + mu) * i])


@eqx.filter_jit
def fox_rabies_trajectory(y0, args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(rabies_fox), diffrax.Tsit5(), 0.0, 20.0, 0.05, y0,
                              args=args, saveat=diffrax.SaveAt(ts=jnp.linspace(0, 20, 41)))
    return sol.ys
