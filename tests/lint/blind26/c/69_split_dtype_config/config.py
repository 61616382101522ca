import numpy as np

SPLITS = {
    "train": {"path": "train_feats", "dtype": np.float32, "n": 256},
    "dev": {"path": "dev_feats", "dtype": np.float16, "n": 256},  # stored half precision to save disk
}
