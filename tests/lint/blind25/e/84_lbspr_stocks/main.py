import numpy as np
import jax.numpy as jnp
from lbspr import LengthAssessment

rng = np.random.default_rng(60)
for stock, linf in [("snapper", 65.0), ("grouper", 90.0), ("emperor", 50.0), ("jobfish", 80.0)]:
    la = LengthAssessment(stock, jnp.float32(linf))
    freq = rng.poisson(20, LengthAssessment.N_BINS).astype(np.float32)
    print(stock, round(la.run(freq), 3))
