import diffrax
import jax
import jax.numpy as jnp


def degassing_rhs(t, y, args):
    p, gas = y
    supply = args["supply"] * (1 + args["tidal"] * jnp.sin(2 * jnp.pi * t / 12.42))
    leak = args["perm"] * p
    return jnp.stack([supply - leak, leak - 0.1 * gas])


@jax.jit
def outgassing_run(args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(degassing_rhs), diffrax.Tsit5(), 0.0, 72.0, 0.1,
                              jnp.zeros(2), args=args, saveat=diffrax.SaveAt(ts=jnp.linspace(0, 72, 73)))
    return sol.ys[:, 1]
