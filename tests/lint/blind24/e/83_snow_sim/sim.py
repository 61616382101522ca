import jax
import jax.numpy as jnp
import equinox as eqx
import diffrax


def flake_dynamics(t, y, args):
    pos, vel = y
    gust = args["wind"] * (1.0 + 0.3 * jnp.sin(2.0 * t + pos[:, 1]))
    acc = jnp.stack([gust - args["drag"] * vel[:, 0], -9.8 * 0.05 - args["drag"] * vel[:, 1]], axis=1)
    return vel, acc


@eqx.filter_jit
def simulate_snow(pos0, vel0, env):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(flake_dynamics), diffrax.Tsit5(), t0=0.0, t1=2.0, dt0=0.02,
        y0=(pos0, vel0), args=env, saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 2.0, 12)),
    )
    return sol.ys[0]
