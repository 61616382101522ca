import jax
import jax.numpy as jnp
import numpy as np

from curriculum import Curriculum
from policy import best_unlocked

rng = np.random.default_rng(1)
cur = Curriculum()
skill = jnp.float32(-0.5)
for turn in range(8):
    pid = int(best_unlocked(skill, cur.difficulty, cur.unlocked, 0.75))
    solved = rng.random() < float(jax.nn.sigmoid(skill - cur.difficulty[pid]))
    skill = skill + (0.3 if solved else -0.1)
    if solved:
        cur.unlock_next()
    print(f"turn {turn}: problem {pid} solved={solved} unlocked={int(cur.unlocked.sum())}")
