import numpy as np
import jax
import jax.numpy as jnp

from equations import DMI_COEFS


@jax.jit
def predicted_dmi(fcm, bw, wol, coefs):
    a, b, c, d = coefs
    return (a * fcm + b * bw ** 0.75) * (1 - jnp.exp(-d * (wol + 3.67)))


rng = np.random.default_rng(109)
for group, coefs in DMI_COEFS.items():
    fcm = rng.normal(32, 5, size=40).astype(np.float32)
    bw = rng.normal(620, 50, size=40).astype(np.float32)
    wol = rng.integers(1, 40, size=40).astype(np.float32)
    dmi = predicted_dmi(fcm, bw, wol, coefs)
    print(f"{group}: mean predicted DMI {float(dmi.mean()):.1f} kg/d")
