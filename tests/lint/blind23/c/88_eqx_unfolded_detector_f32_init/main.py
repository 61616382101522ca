import numpy as np
import equinox as eqx
from data import mimo_batch
from model import UnfoldedProjectedGD
from train import opt, detector_step

rng = np.random.default_rng(0)
model = UnfoldedProjectedGD(n_layers=6)
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for it in range(15):
    y, H, x = mimo_batch(rng, snr_db=float(rng.uniform(5, 15)))
    model, opt_state, l = detector_step(model, opt_state, y, H, x)
    if it % 5 == 0:
        print(it, float(l))
print(np.round(np.asarray(model.steps), 3))
