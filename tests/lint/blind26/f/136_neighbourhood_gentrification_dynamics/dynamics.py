import diffrax
import jax
import jax.numpy as jnp

def rhs(t, y, args):
    income, rent = y
    invest, displacement = args
    d_income = invest * rent - displacement * income * (rent - income)
    d_rent = 0.1 * (income - rent) + 0.05 * invest
    return jnp.stack([d_income, d_rent])

@jax.jit
def gentrification_path(y0, invest, displacement, t1):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(rhs), diffrax.Tsit5(), t0=0.0, t1=t1, dt0=0.1, y0=y0,
                              args=(invest, displacement), saveat=diffrax.SaveAt(t1=True), max_steps=4096)
    return sol.ys[-1]
