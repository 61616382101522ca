import numpy as np

from service import InseamService

rng = np.random.default_rng(4)
svc = InseamService()
for fit in ["regular", "petite", "regular", "regular", "petite", "regular", "petite"]:
    legs = rng.normal(78, 5, 6).astype(np.float32)
    print(fit, svc.handle(fit, legs))
