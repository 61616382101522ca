import jax
import jax.numpy as jnp
import diffrax


def makeham_mu(t, x0):
    age = x0 + t
    return 5e-4 + 7.5e-5 * jnp.exp(0.1 * (age - 40.0))


def vector_field(t, V, args):
    x0, r, premium, benefit = args
    mu = makeham_mu(t, x0)
    return r * V + premium - mu * (benefit - V)


@jax.jit
def reserve_path(x0, r, premium, benefit, ts):
    term = ts[-1]
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(vector_field), diffrax.Tsit5(),
        t0=term, t1=0.0, dt0=-0.1, y0=jnp.array(0.0),
        args=(x0, r, premium, benefit),
        saveat=diffrax.SaveAt(ts=ts[::-1]),
    )
    return sol.ys[::-1]
