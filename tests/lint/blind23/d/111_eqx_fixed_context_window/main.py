import jax
import numpy as np

from context import ContextWindow
from model import DialogueActModel, choose_act

ACTS = ["ask", "hint", "confirm", "explain"]
model = DialogueActModel(vocab=300, dim=16, n_acts=4, key=jax.random.PRNGKey(0))
rng = np.random.default_rng(0)
window = ContextWindow()
for turn in range(6):
    window.add(rng.integers(0, 300, 12).astype(np.int32))
    act = int(choose_act(model, window.turns, window.present))
    print(f"turn {turn}: tutor chooses {ACTS[act]}")
