import numpy as np

from transforms import EvalTransform, TrainTransform

rng = np.random.default_rng(9)
data = rng.normal(3.0, 2.0, size=(96, 4)).astype(np.float32)
mean, std = data.mean(0), data.std(0)
train_tf, eval_tf = TrainTransform(mean, std), EvalTransform(mean, std)

for epoch in range(2):
    for batch in np.split(data[:64], 4):
        x = train_tf(batch)
    for batch in np.split(data[64:], 2):
        x_val = eval_tf(batch)
    print(epoch, float(x.mean()), float(x_val.std()))
