import jax
import jax.numpy as jnp
import numpy as np

from enrollment import Roster
from sim import simulate_quiz

difficulty = jnp.linspace(-1.5, 1.5, 10)
roster = Roster()
key = jax.random.PRNGKey(0)
for week, new in enumerate([30, 5, 3, 0, 4, 2]):
    roster.enroll(new)
    key, sub = jax.random.split(key)
    scores, item_p = simulate_quiz(sub, roster.ability_array(), difficulty)
    print(f"week {week}: n={scores.shape[0]} mean score {float(scores.mean()):.2f}")
