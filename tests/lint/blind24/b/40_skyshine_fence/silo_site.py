from functools import partial

import jax

from skyshine import skyshine_dose

# geometry of the waste storage silo
SILO = dict(silo_height_m=12.0, roof_areal_density=45.0)

dose_at_fence = jax.jit(partial(skyshine_dose, **SILO))
