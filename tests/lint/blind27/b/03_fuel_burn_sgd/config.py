import numpy as np

BASE_LR = 0.05
DECAY = np.float32(0.8)
EPOCHS = 4
