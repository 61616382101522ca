import numpy as np
from frontend import FrameSpec, log_spectrogram

rng = np.random.default_rng(15)
sr = 8000
recordings = [np.sin(2 * np.pi * f0 * np.arange(2048) / sr).astype(np.float32)
              + 0.05 * rng.normal(size=2048).astype(np.float32)
              for f0 in (110, 140, 190, 220, 260, 300)]

energies = []
for wav in recordings:
    spec = log_spectrogram(wav, spec=FrameSpec(win=64, hop=32))
    energies.append(float(spec.mean()))
print(np.round(energies, 3))
