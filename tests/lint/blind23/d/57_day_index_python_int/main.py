import jax.numpy as jnp
import numpy as np

from spacing import due_cards, apply_reviews

N_CARDS = 100
rng = np.random.default_rng(0)
last = jnp.zeros(N_CARDS, jnp.int32)
stab = jnp.ones(N_CARDS, jnp.float32)
for day in range(1, 15):
    due, recall = due_cards(last, stab, day, 0.8)
    remembered = rng.random(N_CARDS) < np.asarray(recall)
    last, stab = apply_reviews(last, stab, due, remembered, day)
    print(f"day {day}: {int(due.sum())} cards due")
