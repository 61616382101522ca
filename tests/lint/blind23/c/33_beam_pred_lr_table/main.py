import numpy as np
import jax
from model import net, tx, beam_train_step, N_BEAMS
from config import TRAIN

rng = np.random.default_rng(0)
pos = rng.uniform(-50, 50, (2048, 2)).astype(np.float32)
angle = np.arctan2(pos[:, 1], pos[:, 0] + 60.0)
beam = np.clip(((angle + np.pi / 2) / np.pi * N_BEAMS).astype(np.int32), 0, N_BEAMS - 1)

params = net.init(jax.random.PRNGKey(0), pos[:1] / 50)
opt_state = tx.init(params)
bs = TRAIN["batch"]
for epoch in range(TRAIN["epochs"]):
    if epoch in TRAIN["lr_by_epoch"]:
        opt_state.hyperparams["learning_rate"] = TRAIN["lr_by_epoch"][epoch]
    for i in range(0, len(pos), bs):
        params, opt_state, loss = beam_train_step(params, opt_state, pos[i:i + bs] / 50, beam[i:i + bs])
    print(epoch, float(loss))
