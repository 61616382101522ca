import jax.numpy as jnp
import numpy as np

from fit import drag_update
from measurements import throws

if __name__ == "__main__":
    log_drag = jnp.log(jnp.float32(0.01))
    for epoch in range(2):
        for v0, angle, track in throws(np.random.default_rng(epoch)):
            log_drag, loss = drag_update(log_drag, v0, angle, track)
        print(epoch, float(jnp.exp(log_drag)), float(loss))
