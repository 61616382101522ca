import diffrax
import jax.numpy as jnp


def two_compartment(t, y, args):
    k_abs, k_el, k_12, k_21 = args
    gut, central, peripheral = y
    return jnp.stack([
        -k_abs * gut,
        k_abs * gut - (k_el + k_12) * central + k_21 * peripheral,
        k_12 * central - k_21 * peripheral,
    ])


def concentration_curve(rates, dose, sample_times):
    term = diffrax.ODETerm(two_compartment)
    y0 = jnp.stack([dose, 0.0, 0.0])
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), t0=0.0, t1=24.0, dt0=0.5, y0=y0, args=rates,
                              saveat=diffrax.SaveAt(ts=sample_times), max_steps=128)
    return sol.ys[:, 1]
