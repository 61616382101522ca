from flax import nnx
import optax

from data import LapseDataset
from model import LapseModel, train_step

ds = LapseDataset()
model = LapseModel(3, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adamw(3e-3), wrt=nnx.Param)

for epoch in range(6):
    losses = [float(train_step(model, optimizer, xb, yb)) for xb, yb in ds.batches(128, epoch)]
    print(f"epoch {epoch}: mean BCE {sum(losses) / len(losses):.4f}")
