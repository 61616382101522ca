import equinox as eqx
import jax
import numpy as np

from model import JointTorqueMLP
from train import opt, torque_step

rng = np.random.default_rng(65)
X = rng.normal(size=(128, 6)).astype(np.float32)  # knee angle, velocity, EMG envelopes
y = (X[:, 0] * 30 + X[:, 2] * 20 + rng.normal(0, 2, 128)).astype(np.float32)  # isokinetic knee torque (Nm)
model = JointTorqueMLP(jax.random.PRNGKey(0))
opt_state = opt.init(eqx.filter(model, eqx.is_array))
for epoch in range(5):
    for i in range(0, 128, 32):
        model, opt_state, l = torque_step(model, opt_state, X[i:i + 32], y[i:i + 32], epoch)
    print(epoch, float(l))
