import numpy as np
import jax
from model import net, tx, beam_train_step, N_BEAMS
from callbacks import StepDecay

rng = np.random.default_rng(0)
pos = rng.uniform(-50, 50, (2048, 2)).astype(np.float32)
angle = np.arctan2(pos[:, 1], pos[:, 0] + 60.0)
beam = np.clip(((angle + np.pi / 2) / np.pi * N_BEAMS).astype(np.int32), 0, N_BEAMS - 1)

params = net.init(jax.random.PRNGKey(0), pos[:1] / 50)
opt_state = tx.init(params)
decay = StepDecay()
for epoch in range(6):
    for i in range(0, 2048, 256):
        params, opt_state, loss = beam_train_step(params, opt_state, pos[i:i + 256] / 50, beam[i:i + 256])
    opt_state = decay.on_epoch_end(epoch, opt_state)
    print(epoch, float(opt_state.hyperparams["learning_rate"]), float(loss))
