import numpy as np
import jax
import jax.numpy as jnp
from params_io import save, load

@jax.jit
def predicted_catch(sel, numbers, F):
    s = jnp.stack([sel[k] for k in sorted(sel)])
    z = 0.2 + F * s
    return numbers * F * s / z * (1 - jnp.exp(-z))

numbers = jnp.asarray(1e5 * np.exp(-0.4 * np.arange(6)), dtype=jnp.float32)
sel = {a: np.float32(1 / (1 + np.exp(-(a - 2.5)))) for a in range(1, 7)}
print("fitted", np.round(np.asarray(predicted_catch(sel, numbers, np.float32(0.3))), 0))
restored = load(save(sel))
for F in (0.2, 0.3, 0.4):
    print("F", F, round(float(predicted_catch(restored, numbers, np.float32(F)).sum()), 0))
