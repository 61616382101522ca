import diffrax
import equinox as eqx
import jax.numpy as jnp

FRAMES = 20


class MinimumJerkField(eqx.Module):
    stiffness: float = 60.0
    damping: float = 12.0

    def __call__(self, t, y, args):
        pos, vel = y
        return vel, self.stiffness * (args - pos) - self.damping * vel


@eqx.filter_jit
def synthesize_stroke(field, start, goal, duration):
    ts = jnp.linspace(0.0, duration, FRAMES)
    sol = diffrax.diffeqsolve(diffrax.ODETerm(field), diffrax.Tsit5(), 0.0, duration, duration / 50,
                              (start, jnp.zeros_like(start)), args=goal, saveat=diffrax.SaveAt(ts=ts))
    return sol.ys[0]
