import numpy as np

from filters import make_highpass

SR = 48000
remove_wind = make_highpass(800.0, SR)      # wind and traffic rumble below ~800 Hz

rng = np.random.default_rng(0)
for clip in range(6):
    x = rng.normal(size=SR // 4).astype(np.float32)
    y = remove_wind(x)
    print(clip, round(float(np.std(np.asarray(y))), 4))
