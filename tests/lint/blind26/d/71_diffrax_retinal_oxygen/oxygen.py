import diffrax
import jax
import jax.numpy as jnp

N = 32


def rhs(t, c, args):
    # 1-D diffusion of O2 through the outer retina with photoreceptor consumption
    D, q, c_choroid = args
    lap = jnp.concatenate([c[1:2] - c[:1], c[2:] - 2 * c[1:-1] + c[:-2], c[-2:-1] - c[-1:]]) * (N ** 2)
    dc = D * lap - q * c / (c + 2.0)
    return dc.at[0].set(0.0)


@jax.jit
def retinal_po2(c0, args, t1):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(rhs), diffrax.Tsit5(), t0=0.0, t1=t1, dt0=1e-4, y0=c0,
                              args=args, stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-4),
                              max_steps=20000)
    return sol.ys[-1]
