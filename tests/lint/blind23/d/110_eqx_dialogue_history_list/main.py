import jax
import numpy as np

from model import TurnEncoder, next_tutor_act

ACTS = ["ask", "hint", "confirm", "explain"]
model = TurnEncoder(vocab=300, dim=16, n_acts=4, key=jax.random.PRNGKey(0))
rng = np.random.default_rng(0)
history = []
for turn in range(6):
    student_turn = rng.integers(0, 300, 12).astype(np.int32)
    history.append(student_turn)
    act = int(next_tutor_act(model, history))
    print(f"turn {turn}: tutor chooses {ACTS[act]}")
