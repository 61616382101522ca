import numpy as np
from config import SETTINGS
from lactation import lactation_total

rng = np.random.default_rng(38)
test_days = np.arange(10, 305, SETTINGS["milk_test_interval_days"], dtype=np.float32)
for cow in range(6):
    peak = rng.uniform(30, 45)
    yields = (peak * (test_days / 50) ** 0.2 * np.exp(-0.003 * test_days)).astype(np.float32)
    total = lactation_total(test_days, yields, method=SETTINGS["interpolation"],
                            length=SETTINGS["lactation_length"])
    print(f"cow {cow}: 305-d yield {float(total):.0f} kg")
