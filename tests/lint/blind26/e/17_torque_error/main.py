import jax.numpy as jnp
import numpy as np

from muscle import HillMuscle
from calibrate import scan_slack_lengths

rng = np.random.default_rng(9)
l_mtu = jnp.asarray(np.linspace(0.40, 0.52, 60), jnp.float32)
act = jnp.asarray(rng.uniform(0.2, 1.0, 60), jnp.float32)
r = jnp.full(60, 0.05)
true = HillMuscle(jnp.array(3000.0), jnp.array(0.09), 0.37)
measured = true.force(l_mtu, act) * r

guess = HillMuscle(jnp.array(3000.0), jnp.array(0.09), 0.35)
slacks = [0.34, 0.35, 0.36, 0.37, 0.38]
errs = scan_slack_lengths(guess, (l_mtu, act, r, measured), slacks)
print("best tendon slack length:", slacks[int(np.argmin(errs))])
