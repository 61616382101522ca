import numpy as np
import jax.numpy as jnp

from regrid import Regridder

src_lat = np.linspace(-90, 90, 37)
src_lon = np.linspace(0, 355, 72)
dst_lat = np.linspace(-88.5, 88.5, 60)
dst_lon = np.linspace(0, 357.5, 144)


class RegridService:
    def __init__(self):
        self.regridder = Regridder(src_lat, src_lon, dst_lat, dst_lon)

    def handle(self, request):
        field = jnp.asarray(request["field"], dtype=jnp.float32)
        out = self.regridder(field)
        return {"var": request["var"], "mean": float(out.mean())}


svc = RegridService()
rng = np.random.default_rng(0)
for i, var in enumerate(["t2m", "msl", "t2m", "u10", "v10"]):
    req = {"var": var, "field": rng.standard_normal((37, 72))}
    print(svc.handle(req))
