import numpy as np
import jax.numpy as jnp
import equinox as eqx

from model import SomaticCellTracker


@eqx.filter_jit
def test_day_update(tracker, log_scc):
    tracker = tracker.update(log_scc)
    flagged = log_scc - tracker.baseline > 1.0
    return tracker, flagged


rng = np.random.default_rng(30)
tracker = SomaticCellTracker(25)
for test_day in range(6):
    log_scc = jnp.asarray(rng.normal(4.5, 0.8, size=25), jnp.float32)
    tracker, flagged = test_day_update(tracker, log_scc)
    print("test day", test_day, "flagged", int(flagged.sum()))
