import numpy as np
from trainer import CityTrainer

rng = np.random.default_rng(0)
for city in ["austin", "denver", "tampa", "boise"]:
    X = rng.normal(size=(150, 5)).astype(np.float32)
    y = (X @ rng.normal(size=5) + 12.0).astype(np.float32)
    trainer = CityTrainer(5)
    print(city, round(trainer.fit(X, y), 3))
