import numpy as np

from handlers import handle

lats = np.linspace(-90, 90, 73).astype(np.float32)
lons = np.linspace(0, 357.5, 144).astype(np.float32)
rng = np.random.default_rng(0)
field = (288 + 10 * rng.standard_normal((73, 144))).astype(np.float32)

bodies = [
    '{"name": "alps", "bbox": [44, 48.5, 5, 16]}',
    '{"name": "sahel", "bbox": [10, 20, 0, 30]}',
    '{"name": "nino34", "bbox": [-5, 5, 190, 240]}',
    '{"name": "uk", "bbox": [49.5, 59, 354.5, 358.5]}',
    '{"name": "amazon", "bbox": [-15.0, 5.0, 290.0, 310.0]}',
]
for body in bodies:
    print(handle(body, field, lats, lons))
