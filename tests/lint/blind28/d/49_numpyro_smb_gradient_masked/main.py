import jax.numpy as jnp
import numpy as np

from fit import map_step

MAX_STAKES = 40
rng = np.random.default_rng(22)
for glacier, n in [("Kesselwandferner", 23), ("Silvretta", 31), ("Claridenfirn", 12), ("Allalin", 38)]:
    e = np.zeros(MAX_STAKES, np.float32)
    b = np.zeros(MAX_STAKES, np.float32)
    m = np.zeros(MAX_STAKES, bool)
    e[:n] = rng.uniform(2300, 3500, n)
    b[:n] = 0.008 * (e[:n] - 2950) + rng.normal(0, 0.3, n)
    m[:n] = True
    params = {"ela": jnp.float32(2800.0), "log_grad": jnp.log(jnp.float32(0.007)), "log_sigma": jnp.float32(-1.0)}
    for it in range(30):
        params, loss = map_step(params, jnp.asarray(e), jnp.asarray(b), jnp.asarray(m))
    print(f"{glacier:>17s} ({n} stakes): ELA {float(params['ela']):.0f} m, gradient {float(jnp.exp(params['log_grad']))*1000:.2f} mm/m")
