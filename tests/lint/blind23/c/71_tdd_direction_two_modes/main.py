import numpy as np
from frame import slots
from slot import process_slot

err = {"DL": [], "UL": []}
for direction, y, h, x in slots(4):
    eq = np.asarray(process_slot(y, h, np.float32(0.02), direction=direction))
    err[direction].append(np.mean(np.abs(eq - x) ** 2))
print({k: round(float(np.mean(v)), 4) for k, v in err.items()})
