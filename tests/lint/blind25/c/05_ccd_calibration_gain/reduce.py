import jax
import jax.numpy as jnp


@jax.jit
def calibrate(raw, bias, flat, gain, exptime):
    electrons = (raw - bias) * gain / flat
    return electrons / exptime


def reduce_frame(header, raw, bias, flat):
    return calibrate(raw, bias, flat, header["GAIN"], header["EXPTIME"])
