import numpy as np
import jax.numpy as jnp
from buffer import FeedbackBuffer
from confidence import refit_confidence

# ASR word-confidence estimator refit as community transcribers send corrections
rng = np.random.default_rng(104)
buf = FeedbackBuffer(6)
w = jnp.zeros(6)
for day in range(5):
    x = rng.normal(size=(20, 6)).astype(np.float32)
    y = (x[:, 0] - x[:, 2] > 0).astype(np.float32)
    buf.extend(x, y)
    w, loss = refit_confidence(w, buf.x, buf.y)
    print(day, len(buf.y), float(loss))
