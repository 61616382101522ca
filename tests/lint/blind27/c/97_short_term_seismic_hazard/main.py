import jax
import jax.numpy as jnp
import numpy as np

from window import RollingCatalog


@jax.jit
def exceedance_probability(mags, mc, m_target):
    b = jnp.log10(jnp.e) / (jnp.mean(mags) - mc + 0.05)
    rate = mags.shape[0] / 7.0
    return 1 - jnp.exp(-rate * 10 ** (-b * (m_target - mc)))


rng = np.random.default_rng(97)
background = list(np.round(rng.exponential(0.43, 200) + 1.0, 1))
cat = RollingCatalog(background)
for day in range(8):
    cat.add(np.round(rng.exponential(0.43, int(rng.integers(3, 15))) + 1.0, 1))
    p = exceedance_probability(cat.magnitudes(), 1.0, 4.0)
    print(day, round(float(p), 5))
