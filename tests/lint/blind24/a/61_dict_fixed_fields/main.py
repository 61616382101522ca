import numpy as np
import jax
import jax.numpy as jnp
from weighing import weigh_session


@jax.jit
def calf_session_summary(session, target_kg):
    w, m = session["weight"], session["present"]
    n = m.sum()
    return (w * m).sum() / n, ((w >= target_kg) * m).sum() / n, n


rng = np.random.default_rng(49)
for day in [0, 14, 28, 42]:
    s = weigh_session(rng, day)
    mean_w, on_target, n = calf_session_summary(s, jnp.float32(190.0 + day))
    print(f"day {day}: {int(n)} calves, mean {float(mean_w):.1f} kg, on target {float(on_target):.2f}")
