import jax.numpy as jnp
import numpy as np

from solver import integrate
from sweep import misfit_for

z = jnp.linspace(0, 1, 40)
t0 = jnp.where(z < 0.5, 1.0, 0.0)
observed = integrate(t0, 0.8)

kappas = np.linspace(0.2, 1.4, 7)
misfits = [misfit_for(k, t0, observed) for k in kappas]
best = kappas[int(np.argmin(misfits))]
print("best soil diffusivity", best)
