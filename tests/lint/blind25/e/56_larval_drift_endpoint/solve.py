import jax
import diffrax
from ocean import velocity

@jax.jit
def endpoint(y0, args, t1):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(velocity), diffrax.Tsit5(), 0.0, t1, 0.1, y0, args=args,
                              saveat=diffrax.SaveAt(t1=True), max_steps=2048)
    return sol.ys[-1]
