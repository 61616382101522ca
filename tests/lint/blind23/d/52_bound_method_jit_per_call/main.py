import numpy as np

from tutor import DialogueTutor

tutor = DialogueTutor(d=12)
rng = np.random.default_rng(3)
for turn in range(8):
    feats = rng.normal(size=12).astype(np.float32)
    print(f"turn {turn}: {tutor.respond(feats)}")
