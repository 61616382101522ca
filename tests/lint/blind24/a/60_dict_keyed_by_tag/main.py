import numpy as np
import jax
import jax.numpy as jnp
from weighing import weigh_session


@jax.jit
def session_summary(weights_by_tag, target_kg):
    w = jnp.stack(list(weights_by_tag.values()))
    return w.mean(), jnp.mean(w >= target_kg)


rng = np.random.default_rng(48)
for day in [0, 14, 28, 42]:
    session = weigh_session(rng, day)
    mean_w, on_target = session_summary(session, jnp.float32(190.0 + day))
    print(f"day {day}: {len(session)} calves, mean {float(mean_w):.1f} kg, on target {float(on_target):.2f}")
