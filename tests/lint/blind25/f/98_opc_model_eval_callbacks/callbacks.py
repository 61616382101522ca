import jax
import jax.numpy as jnp


@jax.jit
def gauge_rms(params, gauges_x, gauges_cd):
    pred = gauges_x @ params["w"] + params["b"]
    return jnp.sqrt(jnp.mean((pred - gauges_cd) ** 2)), jnp.max(jnp.abs(pred - gauges_cd))


class GaugeCallback:
    """Every `every` steps, report fit quality on a fixed set of OPC calibration gauges."""

    def __init__(self, name, gauges_x, gauges_cd, every):
        self.name, self.gx, self.gcd, self.every = name, gauges_x, gauges_cd, every
        self.history = []

    def __call__(self, step, params):
        if step % self.every == 0:
            rms, worst = gauge_rms(params, self.gx, self.gcd)
            self.history.append(float(rms))
