import numpy as np
import jax
import jax.numpy as jnp
import diffrax

N_SAVE = 32


def rhs(t, d_l, k):
    return k * (1.0 - 2.0 * d_l)


@jax.jit
def racemization_curve(age, k):
    ts = jnp.linspace(0.0, 1.0, N_SAVE) * age
    sol = diffrax.diffeqsolve(diffrax.ODETerm(rhs), diffrax.Dopri5(), t0=0.0, t1=age, dt0=age / 50,
                              y0=jnp.array(0.01), args=k, saveat=diffrax.SaveAt(ts=ts),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7))
    return ts, sol.ys


rng = np.random.default_rng(6)
samples = [(f"shell-{i}", float(a)) for i, a in enumerate(rng.uniform(2000, 12000, size=5))]
for sid, age in samples:
    ts, dl = racemization_curve(jnp.float32(age), jnp.float32(2e-5))
    print(sid, round(age), float(dl[-1]))
