import jax.numpy as jnp
import numpy as np

from tutor import step_feedback

params = jnp.array([0.1, 0.2, 0.15, 0.3], jnp.float32)
rng = np.random.default_rng(0)
p = jnp.float32(0.3)
for t in range(10):
    used_hint = bool(rng.random() < 0.3)
    correct = bool(rng.random() < 0.4 + 0.05 * t)
    p = step_feedback(p, correct, used_hint, params)
    print(f"step {t}: hint={used_hint!s:5} correct={correct!s:5} P(known)={float(p):.3f}")
