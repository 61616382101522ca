import numpy as np
from city_model import CityModel

rng = np.random.default_rng(0)
for city in ["austin", "denver", "tampa", "boise"]:
    X = rng.normal(size=(150, 5)).astype(np.float32)
    y = (X @ rng.normal(size=5) + 12.0).astype(np.float32)
    print(city, round(CityModel(city, 5).fit(X, y), 3))
