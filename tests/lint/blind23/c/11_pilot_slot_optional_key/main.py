import numpy as np
import jax.numpy as jnp
from frames import slot_stream, N_SC
from tracker import track_and_equalize

h_est = jnp.ones(N_SC, jnp.complex64)
evm = []
for slot in slot_stream(16):
    h_est, eq = track_and_equalize(h_est, slot)
    evm.append(float(jnp.mean(jnp.abs(jnp.abs(eq) - 1.0))))
print("mean |EVM| proxy", np.mean(evm))
