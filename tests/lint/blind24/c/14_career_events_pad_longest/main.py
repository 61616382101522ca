import jax
import numpy as np
from events import simulate_histories, collate
from model import EventEncoder, exit_risk

histories, left = simulate_histories(120)
model = EventEncoder(jax.random.PRNGKey(0))

scores = []
for i in range(0, len(histories), 20):
    batch = collate(histories[i:i + 20])
    scores.append(np.asarray(exit_risk(model, batch)))
scores = np.concatenate(scores)
print("mean risk leavers", scores[left > 0].mean(), "stayers", scores[left == 0].mean())
