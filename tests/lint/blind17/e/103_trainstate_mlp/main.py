import jax
import numpy as np

from model import SmallMLP
from train_utils import create_state, drop_lr, train_step

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 16)).astype(np.float32)
y = (np.abs(X[:, :4]).argmax(1)).astype(np.int32)

lr = 0.05
state = create_state(SmallMLP(), jax.random.PRNGKey(0), X[:1], lr)
for epoch in range(5):
    for i in range(0, 256, 64):
        state, loss = train_step(state, X[i:i + 64], y[i:i + 64])
    print(f"epoch {epoch} lr {lr:.4f} loss {float(loss):.4f}")
    lr *= 0.5
    state = drop_lr(state, lr)
