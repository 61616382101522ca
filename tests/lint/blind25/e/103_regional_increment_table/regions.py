import numpy as np

REGION_IDS = {"north": 0, "central": 1, "south": 2, "coast": 3}
COEF_TABLE = np.array([[0.8, 0.010], [1.0, 0.012], [1.2, 0.015], [1.1, 0.011]], np.float32)
