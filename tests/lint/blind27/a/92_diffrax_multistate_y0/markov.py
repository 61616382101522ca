import jax
import jax.numpy as jnp
import diffrax


def transition_rates(t, x0):
    age = x0 + t
    sick = 0.01 * jnp.exp(0.04 * (age - 40))
    recover = 0.5
    die_h = 2e-4 * jnp.exp(0.09 * (age - 40))
    die_s = 3 * die_h
    return sick, recover, die_h, die_s


def kolmogorov(t, p, args):
    x0 = args
    s, r, dh, ds = transition_rates(t, x0)
    healthy, ill, dead = p
    return jnp.stack([-(s + dh) * healthy + r * ill, s * healthy - (r + ds) * ill, dh * healthy + ds * ill])


@jax.jit
def occupancy(x0, p0, ts):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(kolmogorov), diffrax.Tsit5(), t0=0.0, t1=ts[-1], dt0=0.1,
                              y0=p0, args=x0, saveat=diffrax.SaveAt(ts=ts))
    return sol.ys
