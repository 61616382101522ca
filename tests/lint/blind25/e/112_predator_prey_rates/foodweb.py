import equinox as eqx
import jax.numpy as jnp
import diffrax

def lotka_volterra(t, y, rates):
    prey, pred = y[0], y[1]
    return jnp.stack([rates[0] * prey - rates[1] * prey * pred, rates[3] * prey * pred - rates[2] * pred])

@eqx.filter_jit
def solve_lv(rates, y0):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(lotka_volterra), diffrax.Tsit5(), 0.0, 30.0, 0.05, y0, args=rates,
                              saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 30.0, 31)), max_steps=4096)
    return sol.ys
