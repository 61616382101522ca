import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp

from model import FaultNet
from train import fault_loss, fault_train_step, tx

rng = np.random.default_rng(1)
y = rng.integers(0, 4, 512).astype(np.int32)
x = (rng.normal(size=(4, 8))[y] + rng.normal(size=(512, 8))).astype(np.float32)
xtr, ytr, xva, yva = x[:384], y[:384], x[384:], y[384:]

model = FaultNet(jax.random.PRNGKey(0))
opt_state = tx.init(eqx.filter(model, eqx.is_array))
key = jax.random.PRNGKey(1)
for epoch in range(4):
    for i in range(0, 384, 64):
        key, sub = jax.random.split(key)
        model, opt_state, _ = fault_train_step(model, opt_state, xtr[i:i + 64], ytr[i:i + 64], sub)
    train_l = fault_loss(model, xtr[:128], ytr[:128], key)
    val_l = fault_loss(eqx.nn.inference_mode(model), xva, yva, key)
    print(epoch, float(train_l), float(val_l))
