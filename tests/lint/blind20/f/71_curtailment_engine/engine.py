from functools import partial

import jax
import jax.numpy as jnp


class CurtailmentEngine:
    def __init__(self, export_limit_kw, inverter_kw):
        self.export_limit_kw = export_limit_kw
        self.inverter_kw = inverter_kw

    @partial(jax.jit, static_argnums=0)
    def curtail(self, pv_kw, load_kw):
        pv = jnp.minimum(pv_kw, self.inverter_kw)
        export = jnp.maximum(pv - load_kw, 0.0)
        cut = jnp.maximum(export - self.export_limit_kw, 0.0)
        return pv - cut, jnp.sum(cut) * 0.25
