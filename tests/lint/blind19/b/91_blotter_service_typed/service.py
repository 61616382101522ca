import jax
import jax.numpy as jnp


@jax.jit
def blotter_exposure(quantities, prices, fx):
    notionals = quantities * prices * fx
    return notionals.sum(), jnp.abs(notionals).sum()


class ExposureService:
    def __init__(self, fx_rates):
        self.fx = fx_rates

    def handle(self, request):
        q = jnp.asarray(request["quantities"], dtype=jnp.float32)
        p = jnp.asarray(request["prices"], dtype=jnp.float32)
        fx = jnp.float32(self.fx[request["ccy"]])
        net, gross = blotter_exposure(q, p, fx)
        return {"net": float(net), "gross": float(gross)}
