from herds import HERDS, as_inputs
from model import bvd_course

for herd in HERDS:
    y0, params = as_inputs(herd)
    ys = bvd_course(y0, params)
    print(f"{herd['name']:15s} peak infected {float(ys[:, 2].max()):6.1f} final recovered {float(ys[-1, 3]):6.1f}")
