import equinox as eqx
import jax
import jax.numpy as jnp


class DensityMeter(eqx.Module):
    offset: jax.Array
    gain: jax.Array

    def __call__(self, raw):
        return self.offset + self.gain * raw


@eqx.filter_jit
def corrected_readings(meter, raw):
    return meter(raw)


def recalibrate(meter, ref, raw):
    A = jnp.stack([jnp.ones_like(raw), raw], 1)
    sol = jnp.linalg.lstsq(A, ref)[0]
    meter = eqx.tree_at(lambda m: m.offset, meter, sol[0])
    return eqx.tree_at(lambda m: m.gain, meter, sol[1])
