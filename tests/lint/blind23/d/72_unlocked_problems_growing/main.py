import jax
import jax.numpy as jnp
import numpy as np

from curriculum import Curriculum


@jax.jit
def choose_problem(skill, difficulties, target):
    p = jax.nn.sigmoid(skill - difficulties)
    return jnp.argmin(jnp.abs(p - target))


rng = np.random.default_rng(1)
cur = Curriculum()
skill = jnp.float32(-0.5)
for turn in range(8):
    idx = int(choose_problem(skill, cur.candidates(), 0.75))
    pid = cur.unlocked[idx]
    solved = rng.random() < float(jax.nn.sigmoid(skill - cur.difficulty[pid]))
    skill = skill + (0.3 if solved else -0.1)
    if solved:
        cur.unlock_next()
    print(f"turn {turn}: problem {pid} solved={solved} unlocked={len(cur.unlocked)}")
