import optax
from flax import nnx

from data import make_batches
from train import PhaseNetLite, train_step

model = PhaseNetLite(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
for step, batch in enumerate(make_batches(9, 16, 120)):
    loss = train_step(model, optimizer, batch)
    if step % 3 == 0:
        print(step, float(loss))
