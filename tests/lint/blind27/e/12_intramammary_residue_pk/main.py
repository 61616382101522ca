import jax
import jax.numpy as jnp
import diffrax

# one-compartment intramammary antibiotic PK in milk, with milking-out at fixed times


def vector_field(t, y, args):
    ke, = args
    return -ke * y


term = diffrax.ODETerm(vector_field)
solver = diffrax.Tsit5()
save_times = jnp.linspace(0.0, 24.0, 25)


@jax.jit
def milk_residue(c0, ke):
    sol = diffrax.diffeqsolve(term, solver, t0=0.0, t1=24.0, dt0=0.1, y0=c0,
                              args=(ke,), saveat=diffrax.SaveAt(ts=save_times))
    return sol.ys


cows = {"1021": (12.0, 0.21), "1187": (9.5, 0.18), "1203": (14.2, 0.25), "1250": (11.0, 0.15)}
mrl = 0.1
for tag, (c0, ke) in cows.items():
    ys = milk_residue(jnp.asarray(c0, jnp.float32), jnp.asarray(ke, jnp.float32))
    over = int((ys > mrl).sum())
    print(f"cow {tag}: hours above MRL {over}")
