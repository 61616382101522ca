import jax
import jax.numpy as jnp


@jax.custom_vjp
def fake_quant(x, scale):
    return jnp.clip(jnp.round(x / scale), -127, 127) * scale


def _fq_fwd(x, scale):
    return fake_quant(x, scale), None


def _fq_bwd(_, g):
    return g, None


fake_quant.defvjp(_fq_fwd, _fq_bwd)


class ActivationObserver:
    def __init__(self, momentum=0.9):
        self.momentum = momentum
        self.scale = jnp.ones((), dtype=jnp.float32)
        self.calibrated = False

    def observe(self, acts):
        new_scale = jnp.max(jnp.abs(acts)) / 127.0
        if not self.calibrated:
            self.scale = new_scale
            self.calibrated = True
        else:
            self.scale = self.momentum * self.scale + (1 - self.momentum) * new_scale
