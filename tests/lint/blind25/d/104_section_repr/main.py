import numpy as np
from features import section_repr

rng = np.random.default_rng(0)
sections = []
for i in range(6):
    has_title = bool(rng.random() < 0.5)
    title = rng.normal(size=16).astype(np.float32) if has_title else np.zeros(16, np.float32)
    sections.append((rng.normal(size=(10, 16)).astype(np.float32), title, has_title))
for body, title, has_title in sections:
    v = section_repr(body, title, has_title)
    print(has_title, np.asarray(v)[:3].round(3))
