import jax.numpy as jnp
from store import HiresWarehouse
from refit import ninety_day_success_fit

wh = HiresWarehouse()
w = jnp.zeros(5)
for month, n_new in enumerate([40, 35, 52, 40, 47]):
    wh.ingest_month(n_new)
    x, y = wh.snapshot()
    w = ninety_day_success_fit(w, x, y)
    print(month, len(x), [round(float(v), 3) for v in w])
