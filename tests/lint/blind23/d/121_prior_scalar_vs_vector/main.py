import numpy as np

from cat_engine import eap_update
from records import prior_ability

rng = np.random.default_rng(0)
difficulties = np.linspace(-1.5, 1.5, 10).astype(np.float32)
for student in range(6):
    responses = (rng.random(10) < 0.6).astype(np.float32)
    theta = eap_update(prior_ability(student, rng), difficulties, responses)
    print(f"student {student}: EAP ability {float(theta):+.2f}")
