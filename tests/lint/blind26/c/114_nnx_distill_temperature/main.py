import numpy as np
import optax
from flax import nnx
from model import StudentPhoneNet
from distill import distill_step, temperature_for

# distilling a large multilingual phone recogniser into a small one for an endangered language
rng = np.random.default_rng(114)
x = rng.normal(size=(256, 13)).astype(np.float32)
teacher = (x @ rng.normal(size=(13, 10)) * 2).astype(np.float32)
student = StudentPhoneNet(nnx.Rngs(0))
opt = nnx.Optimizer(student, optax.adam(3e-3), wrt=nnx.Param)
for epoch in range(5):
    T = temperature_for(epoch)
    for i in range(0, 256, 64):
        loss = distill_step(student, opt, x[i:i + 64], teacher[i:i + 64], T)
    print(epoch, T, float(loss))
