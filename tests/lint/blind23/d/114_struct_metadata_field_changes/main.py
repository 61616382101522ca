import jax.numpy as jnp
import numpy as np

from state import TutorState
from update import record_attempts

LESSONS = ["intro", "fractions-1", "fractions-2", "decimals", "percent"]
rng = np.random.default_rng(0)
state = TutorState(mastery=jnp.full(8, 0.5, jnp.float32), attempts=jnp.zeros(8, jnp.float32))
for lesson in LESSONS:
    state = state.replace(lesson=lesson)
    skills = rng.integers(0, 8, 20).astype(np.int32)
    correct = (rng.random(20) < 0.65).astype(np.float32)
    state = record_attempts(state, skills, correct)
    print(f"{state.lesson:12s} mastery {np.round(np.asarray(state.mastery), 2).tolist()}")
