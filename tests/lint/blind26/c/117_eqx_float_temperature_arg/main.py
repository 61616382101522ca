import numpy as np
import jax
from student import Student, kd_step
from schedule import annealed_temperature

# distilling a multilingual phone recogniser into a small model for an endangered language
rng = np.random.default_rng(117)
x = rng.normal(size=(256, 13)).astype(np.float32)
teacher = (x @ rng.normal(size=(13, 10)) * 2).astype(np.float32)
model = Student(jax.random.PRNGKey(0))
for epoch in range(5):
    T = annealed_temperature(epoch)
    for i in range(0, 256, 64):
        model, loss = kd_step(model, x[i:i + 64], teacher[i:i + 64], T)
    print(epoch, T, float(loss))
