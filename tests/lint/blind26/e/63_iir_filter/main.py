import numpy as np

from filters import butter2_lowpass, iir_filter

rng = np.random.default_rng(33)
markers = ["RASI", "LASI", "RKNE", "LKNE", "RANK", "LANK"]
for m in markers:
    traj = (np.sin(np.linspace(0, 4 * np.pi, 600)) + rng.normal(0, 0.02, 600)).astype(np.float32)
    b, a = butter2_lowpass(6.0, 200.0)
    smooth = iir_filter(traj, b=b, a=a)
    print(m, "residual rms", round(float(np.sqrt(np.mean((np.asarray(smooth) - traj) ** 2))), 4))
