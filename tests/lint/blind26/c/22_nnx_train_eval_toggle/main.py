import numpy as np
import optax
from flax import nnx
from model import SyllableClassifier
from steps import train_step, eval_step

# syllable-structure class (CV, CVC, V, VC, CCV) from acoustic landmarks
rng = np.random.default_rng(22)
centers = rng.normal(size=(5, 14))
y = rng.integers(0, 5, 500).astype(np.int32)
x = (centers[y] + rng.normal(size=(500, 14))).astype(np.float32)
model = SyllableClassifier(14, 5, nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
for epoch in range(4):
    model.train()
    for i in range(0, 400, 40):
        loss = train_step(model, opt, x[i:i + 40], y[i:i + 40])
    model.eval()
    acc = eval_step(model, x[400:], y[400:])
    print(epoch, float(loss), float(acc))
