import numpy as np

LOCAL_DELTA_R = {"Orkney": np.float32(-40.0), "Algarve": np.float32(110.0)}
