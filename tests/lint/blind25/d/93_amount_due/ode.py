import diffrax
import jax
import jax.numpy as jnp

def accrual(t, y, args):
    rate, penalty = args
    principal, interest = y
    return jnp.stack([jnp.zeros_like(principal), rate * (principal + interest) + penalty])

@jax.jit
def amount_due(principal, rate, penalty, months):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(accrual), diffrax.Tsit5(), t0=0.0, t1=months, dt0=0.5,
        y0=jnp.stack([principal, jnp.zeros_like(principal)]), args=(rate, penalty),
        saveat=diffrax.SaveAt(t1=True), max_steps=512)
    return sol.ys[-1].sum()
