import numpy as np

from pipeline import PetroglyphPipeline

rng = np.random.default_rng(0)
images = rng.uniform(size=(80, 24, 24)).astype(np.float32)
total = 0.0
for epoch in range(2):
    for batch in PetroglyphPipeline(images, batch=16, seed=epoch):
        total += float(batch.mean())
print(round(total, 3))
