import numpy as np
from flax import nnx
from model import JammerDetector
from train import run_phase

rng = np.random.default_rng(0)
# spectral features (band energies, kurtosis, ...) with/without a jammer present
x = rng.standard_normal((1024, 10)).astype(np.float32)
y = (x[:, :3].sum(1) + 0.3 * rng.standard_normal(1024) > 0).astype(np.int32)
model = JammerDetector(10, nnx.Rngs(0))
for phase, lr in enumerate([0.1, 0.03, 0.01]):
    print(phase, lr, run_phase(model, x, y, lr, steps=8))
