import jax
import jax.numpy as jnp
import numpy as np

from catalog import max_points


@jax.jit
def percent_and_letter(raw, max_pts):
    pct = 100.0 * raw / max_pts
    letter = jnp.searchsorted(jnp.array([60.0, 70.0, 80.0, 90.0]), pct, side="right")
    return pct, letter


rng = np.random.default_rng(0)
for aid in range(6):
    mp = max_points(aid)
    raw = (rng.uniform(0.5, 1.0, 40) * int(mp)).astype(np.float32)
    pct, letter = percent_and_letter(raw, mp)
    print(f"assignment {aid}: max {int(mp)}, mean {float(pct.mean()):.1f}%, A count {int((letter == 4).sum())}")
