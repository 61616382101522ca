import diffrax
import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def integrate(vector_field, y0, t0=0.0, t1=1.0, num_steps=8):
    term = diffrax.ODETerm(vector_field)
    sol = diffrax.diffeqsolve(term, diffrax.Heun(), t0=t0, t1=t1, dt0=(t1 - t0) / num_steps,
                              y0=y0, saveat=diffrax.SaveAt(t1=True))
    return sol.ys[0]


class FlowMatchingSampler:
    """Samples from a flow-matching model by integrating its velocity field from noise."""

    def __init__(self, velocity_fn):
        self.velocity_fn = velocity_fn

    def sample(self, params, key, shape):
        x0 = jax.random.normal(key, shape)
        return integrate(lambda t, y, args: self.velocity_fn(params, y, t), x0)
