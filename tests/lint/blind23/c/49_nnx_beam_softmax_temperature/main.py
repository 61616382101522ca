import numpy as np
import optax
from flax import nnx
from model import AnalogBeamformer, bf_train_step

N_BEAMS = 16
rng = np.random.default_rng(0)
csi = rng.standard_normal((512, 8)).astype(np.float32)
gains = np.abs(csi @ rng.standard_normal((8, N_BEAMS))).astype(np.float32)

model = AnalogBeamformer(8, N_BEAMS, nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
for epoch in range(5):
    model.temperature = 1.0 * 0.6 ** epoch
    for i in range(0, 512, 128):
        loss = bf_train_step(model, opt, csi[i:i + 128], gains[i:i + 128])
    print(epoch, round(model.temperature, 3), float(loss))
