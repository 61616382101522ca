import diffrax
import jax
import jax.numpy as jnp

# lumped 3-group decay heat fractions and decay constants (1/s)
FRAC = jnp.array([0.035, 0.020, 0.010])
LAMS = jnp.array([1.0e-1, 5.0e-3, 1.0e-4])


def rhs(t, y, args):
    p_th, = args
    # y = [decay heat groups..., coolant temperature]
    q = y[:3]
    temp = y[3]
    dq = -LAMS * q
    dtemp = (jnp.sum(LAMS * q) * p_th - 0.002 * (temp - 320.0) * p_th) / 4.0e7
    return jnp.concatenate([dq, dtemp[None]])


@jax.jit
def heatup(p_th, ts):
    y0 = jnp.concatenate([FRAC / LAMS, jnp.array([560.0])])
    sol = diffrax.diffeqsolve(diffrax.ODETerm(rhs), diffrax.Tsit5(), ts[0], ts[-1], 1.0, y0, args=(p_th,),
                              saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6),
                              max_steps=4096)
    return sol.ys[:, 3]
