import jax
import jax.numpy as jnp

_processors = {}


def _wiener(noise_floor, smoothing, spec):
    power = jnp.abs(spec) ** 2
    gain = power / (power + noise_floor)
    gain = smoothing * gain + (1 - smoothing) * jnp.mean(gain, axis=0, keepdims=True)
    return spec * gain


def get_processor(settings):
    key = id(settings)
    if key not in _processors:
        nf, sm = settings.noise_floor, settings.smoothing
        _processors[key] = jax.jit(lambda spec: _wiener(nf, sm, spec))
    return _processors[key]
