import diffrax
import jax
import jax.numpy as jnp


def resort_occupancy(t, y, args):
    inflow, stay_len, capacity = args
    season = 1.0 + 0.6 * jnp.sin(2 * jnp.pi * t / 30.0)
    arrivals = inflow * season * (1.0 - y / capacity)
    return arrivals - y / stay_len


@jax.jit
def simulate_season(params, ts):
    term = diffrax.ODETerm(resort_occupancy)
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), t0=ts[0], t1=ts[-1], dt0=0.5,
                              y0=jnp.float32(0.0), args=params,
                              saveat=diffrax.SaveAt(ts=ts), max_steps=4096)
    return sol.ys
