import numpy as np
import jax
import jax.numpy as jnp

N_SPECIES = 12


@jax.jit
def add_expected_calls(totals, probs):
    return totals + probs.sum(axis=0)


rng = np.random.default_rng(0)
totals = np.zeros(N_SPECIES, dtype=int)
for hour in range(8):
    logits = rng.normal(size=(360, N_SPECIES)).astype(np.float32)   # 10 s windows, one hour
    probs = jax.nn.sigmoid(logits)
    totals = add_expected_calls(totals, probs)
print(np.round(np.asarray(totals), 1))
