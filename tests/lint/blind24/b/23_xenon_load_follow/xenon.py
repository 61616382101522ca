import jax
import jax.numpy as jnp

GAMMA_I, GAMMA_XE = 0.0639, 0.00237
LAM_I, LAM_XE = 2.87e-5, 2.09e-5
SIG_XE = 2.6e-18
SIG_F = 0.05


class XenonTracker:
    def __init__(self, flux0):
        self.flux = flux0
        fiss = SIG_F * flux0
        self.i = GAMMA_I * fiss / LAM_I
        self.xe = (GAMMA_I + GAMMA_XE) * fiss / (LAM_XE + SIG_XE * flux0)

    def _advance(self, i, xe, flux, dt):
        def body(k, s):
            i, xe = s
            fiss = SIG_F * flux
            di = GAMMA_I * fiss - LAM_I * i
            dxe = GAMMA_XE * fiss + LAM_I * i - LAM_XE * xe - SIG_XE * flux * xe
            return i + dt * di, xe + dt * dxe
        return jax.lax.fori_loop(0, 60, body, (i, xe))

    def hour(self, flux):
        self.i, self.xe = jax.jit(self._advance)(self.i, self.xe, flux, 60.0)
        return self.xe
